import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { fetchCollectionHistory, type CollectionHistoryEntry } from '../api/applications-api';
import { calendarDay, euro } from '../lib/format';

/** What was collected when: one row per exported due date. Reloads when `version` changes. */
export function CollectionHistory({ version }: { version: number }) {
  const { t, i18n } = useTranslation(namespace);
  const [entries, setEntries] = useState<CollectionHistoryEntry[] | null>(null);
  useEffect(() => {
    void fetchCollectionHistory().then(setEntries);
  }, [version]);
  const lang = i18n.language;
  return (
    <section aria-labelledby="sepa-history-title">
      <h3 id="sepa-history-title">{t('applications.sepa.history')}</h3>
      {entries && entries.length === 0 ? <p>{t('applications.sepa.historyEmpty')}</p> : null}
      {entries && entries.length > 0 ? (
        <table className="applications__table">
          <thead>
            <tr>
              <th scope="col">{t('applications.sepa.historyDue')}</th>
              <th scope="col">{t('applications.sepa.historyPeriod')}</th>
              <th scope="col">{t('applications.sepa.historyCount')}</th>
              <th scope="col">{t('applications.sepa.historyTotal')}</th>
              <th scope="col">{t('applications.sepa.historyInvoices')}</th>
              <th scope="col">{t('applications.sepa.historyCreated')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{calendarDay(entry.dueDate, lang)}</td>
                <td>{entry.period}</td>
                <td>{entry.count}</td>
                <td>{euro(entry.totalCents, lang)}</td>
                <td>
                  {entry.invoiceCount > 0
                    ? t('applications.sepa.historyInvoiceSum', {
                        count: entry.invoiceCount,
                        total: euro(entry.invoiceCents, lang),
                      })
                    : '–'}
                </td>
                <td>
                  {new Date(entry.createdAt).toLocaleString(lang === 'en' ? 'en-GB' : 'de-DE', {
                    timeZone: 'Europe/Berlin',
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
