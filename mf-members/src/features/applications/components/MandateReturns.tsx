import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinToday, sepaReturnReasonCodes, type SepaReturnReasonCode } from '@club/shared/contracts';
import type { SepaReturnSummary } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { recordReturn, resolveReturn } from '../api/applications-api';
import { errorMessageOf } from '../lib/download';
import { calendarDay } from '../lib/format';

/**
 * Returned debits of a mandate: the list (open ones keep the member out of collections), a small
 * form to record one from the bank's notice, and a button to mark one resolved.
 */
export function MandateReturns({
  mandateId,
  returns,
  onChanged,
}: {
  mandateId: string;
  returns: SepaReturnSummary[];
  onChanged: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(namespace);
  const [returnedOn, setReturnedOn] = useState(() => berlinToday());
  const [reasonCode, setReasonCode] = useState<SepaReturnReasonCode>('AM04');
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: () => Promise<void>, notice: string) => {
    setIsBusy(true);
    setError('');
    try {
      await action();
      onChanged(notice);
    } catch (thrown) {
      setError(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="application__returns">
      <h3>{t('applications.returns.title')}</h3>
      {returns.length === 0 ? <p>{t('applications.returns.none')}</p> : null}
      <ul>
        {returns.map((r) => (
          <li key={r.id}>
            {t('applications.returns.entry', {
              date: calendarDay(r.returnedOn, i18n.language),
              reasonCode: r.reasonCode,
              reason: t(`applications.returnReasons.${r.reasonCode}`, { defaultValue: '' }),
            })}{' '}
            <strong>{r.resolvedAt ? t('applications.returns.resolved') : t('applications.returns.open')}</strong>{' '}
            {r.resolvedAt ? null : (
              <button
                type="button"
                className="button button--secondary"
                disabled={isBusy}
                onClick={() => void run(() => resolveReturn(r.id), t('applications.returns.resolvedNotice'))}
              >
                {t('applications.returns.resolve')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <fieldset className="application__return-form">
        <legend>{t('applications.returns.record')}</legend>
        <label htmlFor={`returned-on-${mandateId}`}>{t('applications.returns.returnedOn')}</label>
        <input
          id={`returned-on-${mandateId}`}
          type="date"
          value={returnedOn}
          max={berlinToday()}
          onChange={(event) => setReturnedOn(event.target.value)}
        />
        <label htmlFor={`reason-${mandateId}`}>{t('applications.returns.reasonCode')}</label>
        <select
          id={`reason-${mandateId}`}
          value={reasonCode}
          onChange={(event) => setReasonCode(event.target.value as SepaReturnReasonCode)}
        >
          {sepaReturnReasonCodes.map((code) => (
            <option key={code} value={code}>
              {code} – {t(`applications.returnReasons.${code}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={isBusy || !returnedOn}
          onClick={() =>
            void run(() => recordReturn(mandateId, { returnedOn, reasonCode }), t('applications.returns.saved'))
          }
        >
          {t('applications.returns.save')}
        </button>
      </fieldset>
      {error ? (
        <p className="applications__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
