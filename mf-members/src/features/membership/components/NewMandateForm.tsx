import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { toApiError } from '@club/shared';
import { ibanSchema, membershipTextSchema, sepaMandateText } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { fetchCreditor, giveMandate, type MyMembership } from '../api/membership-api';

type Creditor = Awaited<ReturnType<typeof fetchCreditor>>;

// The body rule of the giveMandate endpoint, from the same rules (the form runs them bundled).
const newMandateRule = v.strictObject({ iban: ibanSchema, accountHolder: membershipTextSchema });

/**
 * A new IBAN with the account holder's name, checked with the wizard's IBAN and name rules (the
 * API runs the same body rule). The mandate text is the one the API stores with the signature.
 */
export function NewMandateForm({ onDone }: { onDone: (membership: MyMembership, message: string) => void }) {
  const { t, i18n } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const id = useId();
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [isSent, setIsSent] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const [creditor, setCreditor] = useState<Creditor>(null);
  useEffect(() => {
    void fetchCreditor().then(setCreditor, () => setCreditor(null));
  }, []);

  const result = v.safeParse(newMandateRule, { iban, accountHolder: holder });
  const errorOf = (field: 'iban' | 'accountHolder') => {
    if (!isSent || result.success) return '';
    const issue = result.issues.find((i) => v.getDotPath(i) === field);
    return issue ? common(issue.message) : '';
  };
  const lang = i18n.language === 'en' ? 'en' : 'de';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSent(true);
    if (!result.success) return;
    setIsSaving(true);
    setFailure('');
    try {
      const membership = await giveMandate({ iban, accountHolder: holder });
      setIban('');
      setHolder('');
      setIsSent(false);
      onDone(membership, t('membership.mandateGiven', { reference: membership.mandate?.reference ?? '' }));
    } catch (error) {
      setFailure(t('membership.failed', { message: toApiError(error).message }));
    } finally {
      setIsSaving(false);
    }
  };

  const ibanError = errorOf('iban');
  const holderError = errorOf('accountHolder');
  return (
    <form className="membership__form" onSubmit={(event) => void submit(event)} noValidate>
      <h4>{t('membership.newMandateTitle')}</h4>
      <p>{t('membership.newMandateIntro')}</p>
      <label htmlFor={`${id}-iban`}>{t('membership.newIban')}</label>
      <input
        id={`${id}-iban`}
        value={iban}
        autoComplete="off"
        inputMode="text"
        placeholder="DE.. .... .... .... .... .."
        aria-invalid={ibanError ? true : undefined}
        aria-describedby={ibanError ? `${id}-iban-error` : undefined}
        onChange={(event) => setIban(event.target.value)}
      />
      {ibanError ? (
        <p id={`${id}-iban-error`} className="membership__error">
          {ibanError}
        </p>
      ) : null}
      <label htmlFor={`${id}-holder`}>{t('membership.holderName')}</label>
      <input
        id={`${id}-holder`}
        value={holder}
        autoComplete="name"
        aria-invalid={holderError ? true : undefined}
        aria-describedby={holderError ? `${id}-holder-error` : undefined}
        onChange={(event) => setHolder(event.target.value)}
      />
      {holderError ? (
        <p id={`${id}-holder-error`} className="membership__error">
          {holderError}
        </p>
      ) : null}
      {creditor ? (
        <details className="membership__text">
          <summary>{t('membership.mandateText')}</summary>
          <p>{sepaMandateText(lang, creditor)}</p>
        </details>
      ) : null}
      {failure ? (
        <p role="alert" className="membership__error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="club-button" disabled={isSaving}>
        {t('membership.giveMandate')}
      </button>
    </form>
  );
}
