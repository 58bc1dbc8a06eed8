import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { MyMembership } from '../api/membership-api';
import { calendarDay } from '../lib/calendar-day';

/** The active mandate as the member's bank statement names it: reference, creditor id, masked IBAN. */
export function MandateCard({ mandate }: { mandate: NonNullable<MyMembership['mandate']> }) {
  const { t, i18n } = useTranslation(namespace);
  const rows: Array<[string, string]> = [
    [t('membership.iban'), mandate.maskedIban],
    [t('membership.accountHolder'), mandate.accountHolder],
    [t('membership.bank'), `${mandate.bank} (${mandate.bic})`],
    [t('membership.reference'), mandate.reference],
    [t('membership.signedOn'), calendarDay(mandate.signedOn, i18n.language)],
    [t('membership.creditorId'), mandate.creditorId ?? '–'],
  ];
  return (
    <div className="membership__card">
      <dl className="membership__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {mandate.isExisting ? <p className="membership__hint">{t('membership.existing')}</p> : null}
    </div>
  );
}
