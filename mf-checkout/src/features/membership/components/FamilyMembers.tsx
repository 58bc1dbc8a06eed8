import type { FieldError, UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MembershipFormInput, MembershipType } from '@club/shared/contracts';
import { berlinToday } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { describedBy, Field } from './Field';

const today = () => berlinToday();

/** The other people on the membership: add/remove between the type's min and max. */
export function FamilyMembers({
  form,
  family,
  type,
}: {
  form: UseFormReturn<MembershipFormInput>;
  family: UseFieldArrayReturn<MembershipFormInput, 'familyMembers'>;
  type: MembershipType;
}) {
  const { t } = useTranslation(namespace);
  const { register, formState } = form;
  const people = family.fields.length + 1;
  const errorOf = (index: number, name: 'firstName' | 'birthDay'): string | undefined => {
    const error = formState.errors.familyMembers?.[index]?.[name] as FieldError | undefined;
    const isTouched = Boolean(formState.touchedFields.familyMembers?.[index]?.[name]);
    return isTouched || formState.isSubmitted ? error?.message : undefined;
  };
  const listError = (formState.errors.familyMembers as FieldError | undefined)?.message;

  return (
    <fieldset className="membership-form__group">
      <legend>{t('membership.form.familyMembers')}</legend>
      <p className="membership-form__counter" aria-live="polite">
        {t('membership.form.familyCounter', { current: people, max: type.max })}
      </p>
      {listError ? <p className="membership-field__error">* {t(listError, { ns: 'common' })}</p> : null}
      {family.fields.map((member, index) => {
        const number = index + 1;
        const nameId = `membership-member-${index}-firstName`;
        const dayId = `membership-member-${index}-birthDay`;
        return (
          <div
            key={member.id}
            className="membership-member"
            role="group"
            aria-label={t('membership.form.member', { number })}
          >
            <Field
              id={nameId}
              label={`${t('membership.form.firstName')} (${number})`}
              error={errorOf(index, 'firstName')}
            >
              <input
                id={nameId}
                maxLength={30}
                aria-required
                {...describedBy(nameId, errorOf(index, 'firstName'))}
                {...register(`familyMembers.${index}.firstName`)}
              />
            </Field>
            <Field id={dayId} label={`${t('membership.form.birthDay')} (${number})`} error={errorOf(index, 'birthDay')}>
              <input
                id={dayId}
                type="date"
                max={today()}
                aria-required
                {...describedBy(dayId, errorOf(index, 'birthDay'))}
                {...register(`familyMembers.${index}.birthDay`)}
              />
            </Field>
            <button
              type="button"
              className="membership-member__remove"
              disabled={people <= type.min}
              onClick={() => family.remove(index)}
              aria-label={t('membership.form.removeMember', { number })}
            >
              ✕
            </button>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        disabled={people >= type.max}
        onClick={() => family.append({ firstName: '', birthDay: '' })}
      >
        {t('membership.form.addMember')}
      </button>
    </fieldset>
  );
}
