import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { refreshCall } from '@club/shared/data/use-call';
import { getPaymentSettings } from '@club/shared/contracts/endpoints/orders';
import { namespace } from '../../../locales';
import { storePaymentSettings, type PaymentSettings } from '../api/ledger';

type TextField = Exclude<
  keyof PaymentSettings,
  'vatExempt' | 'datevConsultantNumber' | 'datevClientNumber' | 'feeStart' | 'noticeDays'
>;
const feeStarts: PaymentSettings['feeStart'][] = ['JOINING_MONTH', 'NEXT_MONTH'];
const receiptFields: TextField[] = ['clubName', 'taxNumber', 'creditorId'];
const accountFields: TextField[] = [
  'datevChart',
  'accountBank',
  'accountCourses',
  'accountMemberships',
  'accountCredit',
];

interface Props {
  settings: PaymentSettings;
}

/** What a complete receipt needs and the DATEV export's accounts; the server checks every field. */
export function PaymentSettingsForm({ settings }: Props) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [values, setValues] = useState(settings);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const set = <K extends keyof PaymentSettings>(key: K, value: PaymentSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setStatus('');
    setError('');
    try {
      setValues(await storePaymentSettings(values));
      setStatus(t('ledger.settings.saved'));
      void refreshCall(getPaymentSettings, {});
    } catch (thrown) {
      setError(toApiError(thrown).message);
    } finally {
      setIsSaving(false);
    }
  };

  const text = (key: TextField) => (
    <div className="ledger-settings__field" key={key}>
      <label htmlFor={`${id}-${key}`}>{t(`ledger.settings.${key}`)}</label>
      <input id={`${id}-${key}`} value={values[key]} onChange={(event) => set(key, event.target.value)} />
    </div>
  );
  const number = (key: 'datevConsultantNumber' | 'datevClientNumber' | 'noticeDays') => (
    <div className="ledger-settings__field" key={key}>
      <label htmlFor={`${id}-${key}`}>{t(`ledger.settings.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        inputMode="numeric"
        value={String(values[key])}
        onChange={(event) => set(key, Number(event.target.value.replace(/\D/g, '')) || 0)}
      />
    </div>
  );

  return (
    <form className="ledger-settings" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ledger.settings.title')}</h2>
      <p className="ledger__hint">{t('ledger.settings.intro')}</p>
      <fieldset>
        <legend>{t('ledger.settings.receipts')}</legend>
        {text('clubName')}
        <div className="ledger-settings__field">
          <label htmlFor={`${id}-clubAddress`}>{t('ledger.settings.clubAddress')}</label>
          <textarea
            id={`${id}-clubAddress`}
            rows={3}
            value={values.clubAddress}
            onChange={(event) => set('clubAddress', event.target.value)}
          />
        </div>
        {receiptFields.slice(1).map(text)}
        <label className="ledger-settings__check">
          <input
            type="checkbox"
            checked={values.vatExempt}
            onChange={(event) => set('vatExempt', event.target.checked)}
          />
          {t('ledger.settings.vatExempt')}
        </label>
        {text('vatExemptionNote')}
      </fieldset>
      <fieldset>
        <legend>{t('ledger.settings.fees')}</legend>
        <div className="ledger-settings__field">
          <label htmlFor={`${id}-feeStart`}>{t('ledger.settings.feeStart')}</label>
          <select
            id={`${id}-feeStart`}
            value={values.feeStart}
            onChange={(event) => set('feeStart', event.target.value as PaymentSettings['feeStart'])}
          >
            {feeStarts.map((start) => (
              <option key={start} value={start}>
                {t(`ledger.settings.feeStarts.${start}`)}
              </option>
            ))}
          </select>
        </div>
        {number('noticeDays')}
        <p className="ledger__hint">{t('ledger.settings.noticeHint')}</p>
      </fieldset>
      <fieldset>
        <legend>{t('ledger.settings.datev')}</legend>
        <p className="ledger__hint">{t('ledger.settings.datevHint')}</p>
        {number('datevConsultantNumber')}
        {number('datevClientNumber')}
        {accountFields.map(text)}
      </fieldset>
      <div className="ledger-settings__actions">
        <button type="submit" className="button" disabled={isSaving}>
          {isSaving ? t('ledger.settings.saving') : t('ledger.settings.save')}
        </button>
        <p role="status">{status}</p>
        {error ? <p role="alert">{error}</p> : null}
      </div>
    </form>
  );
}
