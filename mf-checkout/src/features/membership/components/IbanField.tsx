import { useEffect, useRef, useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ibanSchema, type MembershipFormInput } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { lookupBank } from '../api/membership-api';
import { blzOfIban, ibanFromRemainder, remainderOfIban } from '../lib/wizard';
import { describedBy, Field } from './Field';

/**
 * IBAN with the fixed, shown DE prefix. A valid IBAN fills in BIC and bank name from the
 * Bundesbank's bank code list (looked up by the API, so the list stays off the visitor's phone).
 */
export function IbanField({ form }: { form: UseFormReturn<MembershipFormInput> }) {
  const { t } = useTranslation(namespace);
  const {
    field: { value: iban, onChange, onBlur, name, ref },
    fieldState,
  } = useController({ control: form.control, name: 'iban' });
  const [isFilled, setIsFilled] = useState(false);
  const lastLookup = useRef('');

  useEffect(() => {
    if (!v.is(ibanSchema, iban)) return;
    const blz = blzOfIban(iban);
    if (blz === lastLookup.current) return;
    lastLookup.current = blz;
    void lookupBank(blz).then((bank) => {
      if (!bank || lastLookup.current !== blz) return;
      const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
      form.setValue('bic', bank.bic, options);
      form.setValue('bank', bank.bankName, options);
      setIsFilled(true);
    });
  }, [iban, form]);

  const id = 'membership-iban';
  const error = fieldState.error?.message;
  return (
    <Field
      id={id}
      label={t('membership.form.iban')}
      error={fieldState.isTouched || form.formState.isSubmitted ? error : undefined}
    >
      <div className="membership-iban">
        <span className="membership-iban__prefix" title={t('membership.form.ibanPrefix')}>
          DE
        </span>
        <input
          id={id}
          name={name}
          ref={ref}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={remainderOfIban(iban)}
          onChange={(event) => onChange(ibanFromRemainder(event.target.value))}
          onBlur={onBlur}
          aria-required
          {...describedBy(id, fieldState.isTouched && error, isFilled)}
        />
      </div>
      {isFilled ? (
        <p id={`${id}-hint`} className="membership-field__hint" role="status">
          {t('membership.form.bankFilled')}
        </p>
      ) : null}
    </Field>
  );
}
