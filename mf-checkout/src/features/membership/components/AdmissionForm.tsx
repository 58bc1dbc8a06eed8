import { useEffect } from 'react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  berlinToday,
  membershipTypeById,
  membershipTypes,
  resizeFamily,
  type MembershipFormInput,
} from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { formatEuro } from '../lib/wizard';
import { describedBy, Field } from './Field';
import { FamilyMembers } from './FamilyMembers';
import { IbanField } from './IbanField';

const countryCodes = ['+49', '+43', '+41', '+31', '+33', '+39', '+45', '+48', '+420'];
const today = () => berlinToday();

/** Step 1: every field of §3 with the rules of §5 (shared valibot schema via the resolver). */
export function AdmissionForm({
  form,
  enabledTypes,
  isEmailReadOnly,
}: {
  form: UseFormReturn<MembershipFormInput>;
  enabledTypes: number[];
  isEmailReadOnly: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  const { register, formState, control } = form;
  const family = useFieldArray({ control, name: 'familyMembers' });
  const typeId = useWatch({ control, name: 'types' });
  const memberCount = useWatch({ control, name: 'familyMembers' })?.length ?? 0;
  const type = membershipTypeById(Number(typeId));

  // A smaller max trims members; a larger min adds blank ones.
  useEffect(() => {
    if (!type) return;
    const current = form.getValues('familyMembers');
    const resized = resizeFamily(current, type, () => ({ firstName: '', birthDay: '' }));
    if (resized.length !== current.length) family.replace(resized);
  }, [type, form, family]);

  // Errors show once a field was left (or after a submit attempt); what was typed stays.
  const errorOf = (name: keyof MembershipFormInput): string | undefined => {
    const error = formState.errors[name] as FieldError | undefined;
    const isTouched = Boolean((formState.touchedFields as Record<string, unknown>)[name]);
    return isTouched || formState.isSubmitted ? error?.message : undefined;
  };
  const input = (name: keyof MembershipFormInput, hasHint = false, asNumber = false) => {
    const id = `membership-${name}`;
    const registered = asNumber ? register(name, { valueAsNumber: true }) : register(name);
    return { id, 'aria-required': true, ...describedBy(id, errorOf(name), hasHint), ...registered };
  };
  const label = (key: string) => t(`membership.form.${key}`);

  return (
    <section className="membership-step" aria-labelledby="membership-form-heading">
      <h2 id="membership-form-heading">{label('heading')}</h2>
      <form className="membership-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="membership-form__row">
          <Field id="membership-date" label={label('date')} error={errorOf('date')}>
            <input type="date" readOnly max={today()} {...input('date')} />
          </Field>
          <Field id="membership-types" label={label('types')} error={errorOf('types')}>
            <select {...input('types', false, true)}>
              <option value="">{label('chooseType')}</option>
              {membershipTypes
                .filter((option) => enabledTypes.includes(option.id))
                .map((option) => (
                  <option key={option.id} value={option.id}>
                    {t(`membership.types.${option.key}`)}
                  </option>
                ))}
            </select>
          </Field>
        </div>
        {type ? (
          <p className="membership-form__fee" role="status">
            {t('membership.form.monthly', {
              amount: formatEuro(type.monthlyCents(memberCount + 1), i18n.language),
            })}
          </p>
        ) : null}

        <fieldset className="membership-form__group">
          <legend>{label('applicant')}</legend>
          <div className="membership-form__row">
            <Field id="membership-firstName" label={label('firstName')} error={errorOf('firstName')}>
              <input autoComplete="given-name" maxLength={30} {...input('firstName')} />
            </Field>
            <Field id="membership-familyName" label={label('familyName')} error={errorOf('familyName')}>
              <input autoComplete="family-name" maxLength={30} {...input('familyName')} />
            </Field>
          </div>
          <div className="membership-form__row">
            <Field id="membership-birthDay" label={label('birthDay')} error={errorOf('birthDay')}>
              <input type="date" max={today()} autoComplete="bday" {...input('birthDay')} />
            </Field>
            <fieldset
              className="membership-form__radios"
              aria-describedby={errorOf('gender') ? 'membership-gender-error' : undefined}
            >
              <legend>{label('gender')}</legend>
              <label>
                <input type="radio" value="Male" {...register('gender')} /> {label('male')}
              </label>
              <label>
                <input type="radio" value="Female" {...register('gender')} /> {label('female')}
              </label>
              {errorOf('gender') ? (
                <p id="membership-gender-error" className="membership-field__error">
                  * {t(errorOf('gender') ?? '', { ns: 'common' })}
                </p>
              ) : null}
            </fieldset>
          </div>
        </fieldset>

        {type && type.max > 1 ? <FamilyMembers form={form} family={family} type={type} /> : null}

        <fieldset className="membership-form__group">
          <legend>{label('address')}</legend>
          <Field id="membership-streetAddress" label={label('streetAddress')} error={errorOf('streetAddress')}>
            <input autoComplete="street-address" maxLength={100} {...input('streetAddress')} />
          </Field>
          <div className="membership-form__row">
            <Field id="membership-postCode" label={label('postCode')} error={errorOf('postCode')}>
              <input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...input('postCode')} />
            </Field>
            <Field id="membership-city" label={label('city')} error={errorOf('city')}>
              <input autoComplete="address-level2" maxLength={30} {...input('city')} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="membership-form__group">
          <legend>{label('contact')}</legend>
          <div className="membership-form__row membership-form__row--phone">
            <Field id="membership-countryCode" label={label('countryCode')} error={errorOf('countryCode')}>
              <select {...input('countryCode')}>
                {countryCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="membership-phone" label={label('phone')} error={errorOf('phone')} hint={label('phoneHint')}>
              <input type="tel" autoComplete="tel-national" maxLength={30} {...input('phone', true)} />
            </Field>
          </div>
          <Field id="membership-email" label={label('email')} error={errorOf('email')}>
            <input type="email" autoComplete="email" readOnly={isEmailReadOnly} {...input('email')} />
          </Field>
        </fieldset>

        <fieldset className="membership-form__group">
          <legend>{label('bankDetails')}</legend>
          <IbanField form={form} />
          <div className="membership-form__row">
            <Field id="membership-bic" label={label('bic')} error={errorOf('bic')}>
              <input autoComplete="off" maxLength={11} className="membership-upper" {...input('bic')} />
            </Field>
            <Field id="membership-bank" label={label('bank')} error={errorOf('bank')}>
              <input autoComplete="off" maxLength={70} {...input('bank')} />
            </Field>
          </div>
          <Field id="membership-accountHolder" label={label('accountHolder')} error={errorOf('accountHolder')}>
            <input autoComplete="name" maxLength={30} {...input('accountHolder')} />
          </Field>
        </fieldset>
      </form>
    </section>
  );
}
