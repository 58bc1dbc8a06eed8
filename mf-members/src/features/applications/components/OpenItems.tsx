import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinToday } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { fetchOpenItems, markExclusion, recordPayment, sendReminder, type OpenItem } from '../api/applications-api';
import { errorMessageOf } from '../lib/download';
import { calendarDay, euro } from '../lib/format';

/**
 * The treasurer's open items: returned debits and unpaid transfer invoices, with the written
 * reminders (two, then the exclusion may be decided) and the payment that closes an item.
 * Reloads when `version` changes (a return recorded on an application).
 */
export function OpenItems({ version }: { version: string }) {
  const { t, i18n } = useTranslation(namespace);
  const [items, setItems] = useState<OpenItem[] | null>(null);
  const [paidOn, setPaidOn] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const lang = i18n.language;
  const day = (iso: string) => calendarDay(iso, lang);

  const load = useCallback(() => fetchOpenItems().then(setItems), []);
  useEffect(() => {
    void load();
  }, [load, version]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setIsBusy(true);
    setMessage('');
    try {
      await action();
      setMessage(done);
      await load();
    } catch (thrown) {
      setMessage(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  const what = (item: OpenItem) =>
    item.kind === 'RETURN'
      ? t('applications.openItems.kind_RETURN', {
          code: item.reasonCode,
          reason: t(`applications.returnReasons.${item.reasonCode}`, { defaultValue: '' }),
        })
      : t('applications.openItems.kind_INVOICE');

  return (
    <section className="applications__open-items" aria-labelledby="open-items-title">
      <h2 id="open-items-title">{t('applications.openItems.title')}</h2>
      <p>{t('applications.openItems.text')}</p>
      {items && items.length === 0 ? <p>{t('applications.openItems.none')}</p> : null}
      {items && items.length > 0 ? (
        <div>
          <table className="applications__table">
            <thead>
              <tr>
                <th scope="col">{t('applications.openItems.member')}</th>
                <th scope="col">{t('applications.openItems.what')}</th>
                <th scope="col">{t('applications.openItems.date')}</th>
                <th scope="col">{t('applications.openItems.amount')}</th>
                <th scope="col">{t('applications.openItems.reminders')}</th>
                <th scope="col">{t('applications.openItems.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const name = item.memberName;
                const inputId = `paid-on-${item.id}`;
                const paid = paidOn[item.id] ?? berlinToday();
                return (
                  <tr key={item.id}>
                    <th scope="row">{name}</th>
                    <td>{what(item)}</td>
                    <td>{day(item.date)}</td>
                    <td>{euro(item.amountCents, lang)}</td>
                    <td>
                      {item.reminder1On
                        ? t('applications.openItems.reminder1', { date: day(item.reminder1On) })
                        : t('applications.openItems.noReminder')}
                      {item.reminder2On ? (
                        <>
                          <br />
                          {t('applications.openItems.reminder2', { date: day(item.reminder2On) })}
                          <br />
                          <strong>
                            {item.exclusionMarkedOn
                              ? t('applications.openItems.excludedOn', { date: day(item.exclusionMarkedOn) })
                              : t('applications.openItems.twoReminders')}
                          </strong>
                        </>
                      ) : null}
                    </td>
                    <td className="applications__open-actions">
                      {item.reminder2On ? null : (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={isBusy}
                          onClick={() =>
                            void run(
                              () => sendReminder(item),
                              t('applications.openItems.reminderSent', { level: item.reminder1On ? 2 : 1, name }),
                            )
                          }
                        >
                          {t(
                            item.reminder1On
                              ? 'applications.openItems.sendReminder2'
                              : 'applications.openItems.sendReminder1',
                            {
                              name,
                            },
                          )}
                        </button>
                      )}
                      {item.reminder2On && !item.exclusionMarkedOn ? (
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={isBusy}
                          onClick={() =>
                            void run(() => markExclusion(item), t('applications.openItems.exclusionMarked', { name }))
                          }
                        >
                          {t('applications.openItems.markExclusion', { name })}
                        </button>
                      ) : null}
                      <span className="applications__paid">
                        <label htmlFor={inputId}>{t('applications.openItems.paidOn', { name })}</label>
                        <input
                          id={inputId}
                          type="date"
                          value={paid}
                          max={berlinToday()}
                          onChange={(event) => setPaidOn((all) => ({ ...all, [item.id]: event.target.value }))}
                        />
                        <button
                          type="button"
                          className="button"
                          disabled={isBusy || !paid}
                          onClick={() =>
                            void run(
                              () => recordPayment(item, paid),
                              t('applications.openItems.paymentRecorded', { name }),
                            )
                          }
                        >
                          {t('applications.openItems.recordPayment', { name })}
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <p role="status">{message}</p>
    </section>
  );
}
