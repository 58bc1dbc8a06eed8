import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { CollectionPreview } from '../api/applications-api';
import { calendarDay, euro } from '../lib/format';

/** What the collection file will contain: debits, sums per sequence type, who is left out and why. */
export function SepaPreview({ preview: p, children }: { preview: CollectionPreview; children: ReactNode }) {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language;
  return (
    <section className="applications__preview" aria-labelledby="sepa-preview-title">
      <h3 id="sepa-preview-title">
        {t('applications.sepa.previewTitle', { date: calendarDay(p.dueDate, lang), period: p.period })}
      </h3>
      <table className="applications__table">
        <tbody>
          <tr>
            <th scope="row">{t('applications.sepa.frst')}</th>
            <td>{p.FRST.count}</td>
            <td>{euro(p.FRST.totalCents, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{t('applications.sepa.rcur')}</th>
            <td>{p.RCUR.count}</td>
            <td>{euro(p.RCUR.totalCents, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{t('applications.sepa.invoices')}</th>
            <td>{p.invoices.count}</td>
            <td>{euro(p.invoices.totalCents, lang)}</td>
          </tr>
          <tr>
            <th scope="row">{t('applications.sepa.total')}</th>
            <td>
              {t('applications.sepa.debits')}: {p.count}
            </td>
            <td>{euro(p.totalCents, lang)}</td>
          </tr>
        </tbody>
      </table>
      {p.noticeTooShort ? (
        <p className="applications__error">
          {t('applications.sepa.noticeTooShort', {
            days: p.noticeDays,
            earliest: calendarDay(p.earliestNoticeDueDate, lang),
          })}
        </p>
      ) : null}
      {p.isRecorded ? <p>{t('applications.sepa.recorded')}</p> : null}
      {p.count === 0 ? (
        <p>{t(p.invoices.count > 0 ? 'applications.sepa.onlyInvoices' : 'applications.sepa.nothing')}</p>
      ) : null}
      <h4>{t('applications.sepa.excludedTitle')}</h4>
      {p.excluded.length === 0 ? (
        <p>{t('applications.sepa.noneExcluded')}</p>
      ) : (
        <ul aria-label={t('applications.sepa.excludedTitle')}>
          {p.excluded.map((e) => (
            <li key={e.mandateId}>
              {t(`applications.sepa.excluded_${e.reason}`, {
                name: e.accountHolder,
                reference: e.reference,
                date: e.date ? calendarDay(e.date, lang) : '',
                reasonCode: e.reasonCode ?? '',
              })}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
