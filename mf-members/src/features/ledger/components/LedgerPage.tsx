import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, sessionAtom } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listLedger } from '@club/shared/contracts/endpoints/ledger';
import { getPaymentSettings } from '@club/shared/contracts/endpoints/orders';
import { berlinToday, formatCents, ledgerMethods, ledgerStates, permissions } from '@club/shared/contracts';
import type { LedgerEntry, LedgerSum } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { errorMessageOf, saveFile } from '../../applications';
import { cleanQuery, downloadLedger, type LedgerQuery } from '../api/ledger';
import { formatDate, formatMonth } from './format';
import { PaymentSettingsForm } from './PaymentSettingsForm';
import { RefundDialog } from './RefundDialog';
import './ledger.css';

const membership = 'MEMBERSHIP';

/**
 * /members/ledger (administrators, and people given MANAGE_FINANCES on the roles page): course
 * payments, refunds and SEPA collections with filters and sums, refunds, exports, payment settings.
 */
export function LedgerPage() {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language;
  const id = useId();
  const session = useAtomValue(sessionAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const mayKeepBooks =
    isLoggedIn &&
    (session?.role.name === 'ADMINISTRATOR' || Boolean(session?.role.permissions.includes(permissions.manageFinances)));
  const [query, setQuery] = useState<LedgerQuery>({});
  const ledgerInput = { query: cleanQuery(query) };
  const ledger = useCall(listLedger, mayKeepBooks ? ledgerInput : null);
  const settings = useCall(getPaymentSettings, mayKeepBooks ? {} : null);
  const [refunding, setRefunding] = useState<LedgerEntry | null>(null);
  const [notice, setNotice] = useState('');

  if (!mayKeepBooks) {
    return (
      <section className="ledger">
        <h1>{t('ledger.title')}</h1>
        <p>{t('ledger.treasurerOnly')}</p>
      </section>
    );
  }
  const money = (cents: number) => formatCents(cents, lang);
  const filter = (key: keyof LedgerQuery, value: string) =>
    setQuery((current) => ({ ...current, [key]: value || undefined }));
  const courseLabel = (e: LedgerEntry) => (e.kind === 'COLLECTION' ? t('ledger.membership') : e.courseName);

  const exportFile = async (kind: 'csv' | 'datev') => {
    setNotice('');
    try {
      const blob = await downloadLedger(kind, query);
      // The club's day, not UTC's (a file saved at 23:30 in Berlin is dated that day).
      const today = berlinToday();
      saveFile(blob, kind === 'csv' ? `${t('ledger.fileName')}-${today}.csv` : `EXTF_Buchungsstapel_${today}.csv`);
      setNotice(t('ledger.exported'));
    } catch (error) {
      setNotice((await errorMessageOf(error)) ?? t('ledger.exportFailed'));
    }
  };

  const onRefunded = (entry: LedgerEntry, status: string) => {
    setRefunding(null);
    setNotice(
      t(status === 'REFUNDED' ? 'ledger.refund.done' : 'ledger.refund.pending', { reference: entry.reference }),
    );
    void refreshCall(listLedger, ledgerInput);
  };

  const sums = (title: string, rows: LedgerSum[], label: (sum: LedgerSum) => string) => (
    <table className="ledger__sums">
      <caption>{title}</caption>
      <tbody>
        {rows.map((sum) => (
          <tr key={sum.key}>
            <th scope="row">{label(sum)}</th>
            <td className="ledger__amount">{money(sum.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const data = ledger.data;
  return (
    <section className="ledger" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('ledger.title')}</h1>
      <p className="ledger__hint">{t('ledger.intro')}</p>
      <form className="ledger__filters" aria-label={t('ledger.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="ledger__filter">
          <label htmlFor={`${id}-from`}>{t('ledger.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={query.from ?? ''}
            onChange={(e) => filter('from', e.target.value)}
          />
        </div>
        <div className="ledger__filter">
          <label htmlFor={`${id}-to`}>{t('ledger.to')}</label>
          <input id={`${id}-to`} type="date" value={query.to ?? ''} onChange={(e) => filter('to', e.target.value)} />
        </div>
        <div className="ledger__filter">
          <label htmlFor={`${id}-course`}>{t('ledger.course')}</label>
          <select id={`${id}-course`} value={query.courseId ?? ''} onChange={(e) => filter('courseId', e.target.value)}>
            <option value="">{t('ledger.all')}</option>
            {(data?.courses ?? []).map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
            <option value={membership}>{t('ledger.membership')}</option>
          </select>
        </div>
        <div className="ledger__filter">
          <label htmlFor={`${id}-state`}>{t('ledger.state')}</label>
          <select id={`${id}-state`} value={query.state ?? ''} onChange={(e) => filter('state', e.target.value)}>
            <option value="">{t('ledger.all')}</option>
            {ledgerStates.map((state) => (
              <option key={state} value={state}>
                {t(`ledger.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="ledger__filter">
          <label htmlFor={`${id}-method`}>{t('ledger.method')}</label>
          <select id={`${id}-method`} value={query.method ?? ''} onChange={(e) => filter('method', e.target.value)}>
            <option value="">{t('ledger.all')}</option>
            {ledgerMethods.map((method) => (
              <option key={method} value={method}>
                {t(`ledger.methods.${method}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="ledger__exports">
        <button type="button" className="button button--secondary" onClick={() => void exportFile('csv')}>
          {t('ledger.exportCsv')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void exportFile('datev')}>
          {t('ledger.exportDatev')}
        </button>
      </div>
      <p className="ledger__notice" role="status">
        {notice}
      </p>
      {ledger.error ? <p role="alert">{t('ledger.loadError')}</p> : null}
      {!data && !ledger.error ? <p>{t('ledger.loading')}</p> : null}
      {data ? (
        <>
          <p className="ledger__total">
            {t('ledger.total')}: <strong>{money(data.totalCents)}</strong> (
            {t('ledger.count', { count: data.entries.length })})
          </p>
          <div className="ledger__sum-tables">
            {sums(t('ledger.byCourse'), data.byCourse, (sum) =>
              sum.key === membership ? t('ledger.membership') : sum.label,
            )}
            {sums(t('ledger.byMonth'), data.byMonth, (sum) => formatMonth(sum.key, lang))}
          </div>
          {data.entries.length === 0 ? (
            <p>{t('ledger.empty')}</p>
          ) : (
            <table className="ledger__entries">
              <caption>{t('ledger.entries')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('ledger.columns.date')}</th>
                  <th scope="col">{t('ledger.columns.kind')}</th>
                  <th scope="col">{t('ledger.columns.reference')}</th>
                  <th scope="col">{t('ledger.columns.person')}</th>
                  <th scope="col">{t('ledger.columns.course')}</th>
                  <th scope="col">{t('ledger.columns.state')}</th>
                  <th scope="col" className="ledger__amount">
                    {t('ledger.columns.amount')}
                  </th>
                  <th scope="col">{t('ledger.columns.action')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('ledger.columns.date')}>{formatDate(entry.date, lang)}</td>
                    <td data-label={t('ledger.columns.kind')}>
                      {t(`ledger.kinds.${entry.kind}`)} · {t(`ledger.methods.${entry.method}`)}
                    </td>
                    <td data-label={t('ledger.columns.reference')}>{entry.reference}</td>
                    <td data-label={t('ledger.columns.person')}>{entry.person}</td>
                    <td data-label={t('ledger.columns.course')}>{courseLabel(entry)}</td>
                    <td data-label={t('ledger.columns.state')}>
                      {t(`ledger.states.${entry.state}`)}
                      {entry.reason ? ` (${t(`ledger.reasons.${entry.reason}`, { defaultValue: entry.reason })})` : ''}
                    </td>
                    <td data-label={t('ledger.columns.amount')} className="ledger__amount">
                      {money(entry.amountCents)}
                      {entry.creditCents !== 0 && (
                        // The member's credit the booking moved (issue 33): no money, shown apart.
                        <span className="ledger__credit">
                          {t('ledger.credit', { amount: money(entry.creditCents) })}
                        </span>
                      )}
                    </td>
                    <td data-label={t('ledger.columns.action')}>
                      {entry.refundable ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          aria-label={t('ledger.refund.button', { reference: entry.reference, person: entry.person })}
                          onClick={() => setRefunding(entry)}
                        >
                          {t('ledger.refund.short')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
      {settings.data ? <PaymentSettingsForm settings={settings.data} /> : null}
      {refunding ? (
        <RefundDialog
          entry={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(status) => onRefunded(refunding, status)}
        />
      ) : null}
    </section>
  );
}
