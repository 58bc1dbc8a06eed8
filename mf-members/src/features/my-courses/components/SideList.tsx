import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyCourse, WalletStatementEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { formatCents } from '@club/shared/contracts';
import { formatDate, formatDay, formatDayTime, formatEuro, routeOfMenuPath } from '../lib/format';
import './my-courses.css';

/** My courses with their next date, the member's open credit and the wallet statement entries. */
export function SideList({
  courses,
  statement,
  creditCents = 0,
  isLoading = false,
}: {
  courses: MyCourse[];
  statement: WalletStatementEntry[];
  /** The member's open credit (issue 33): spent first at their next course checkout. */
  creditCents?: number;
  isLoading?: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  // An order paid partly by credit has a card line and a credit line (issue 33): the card line
  // says so, so the two read as the parts of one price.
  const creditOrders = new Set(statement.filter((e) => e.kind === 'CREDIT').map((e) => e.orderId));
  const suffix = (entry: WalletStatementEntry) => {
    if (entry.kind === 'REFUND') return t('myCourses.refund');
    if (entry.kind === 'CREDIT') return t('myCourses.creditLine');
    if (entry.kind === 'CREDIT_RETURNED') return t('myCourses.creditReturnedLine');
    if (entry.kind === 'CHARGE' && creditOrders.has(entry.orderId)) return t('myCourses.cardLine');
    return '';
  };
  return (
    <aside className="side-list" aria-label={t('myCourses.myCourses')}>
      <h2>{t('myCourses.myCourses')}</h2>
      {isLoading ? (
        <p role="status">{t('loading', { ns: 'common' })}</p>
      ) : courses.length === 0 ? (
        <p>{t('myCourses.empty')}</p>
      ) : (
        <ul className="side-list__items">
          {courses.map((course) => (
            <li key={`${course.id}/${course.child?.id ?? ''}`}>
              {course.path ? (
                <Link to={routeOfMenuPath(course.path)}>{course.name}</Link>
              ) : (
                <strong>{course.name}</strong>
              )}
              {course.child && <span>{t('myCourses.forChild', { name: course.child.name })}</span>}
              <span>
                {t('myCourses.nextDate')}:{' '}
                {course.nextDate ? formatDayTime(course.nextDate) : t('myCourses.noNextDate')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('myCourses.statement')}</h2>
      {creditCents > 0 && (
        <p className="side-list__credit">
          {t('myCourses.creditBalance', { amount: formatCents(creditCents, i18n.language) })}
        </p>
      )}
      {statement.length === 0 ? (
        <p>{t('myCourses.noStatement')}</p>
      ) : (
        <ul className="side-list__items">
          {statement.map((entry) => (
            <li key={entry.id}>
              <strong>
                {entry.courseName || entry.message}
                {suffix(entry) && ` (${suffix(entry)})`}
              </strong>
              {entry.kind === 'PARTIAL_REFUND' ? (
                // A cancelled date's share given back (issue 33): a line of its own.
                <span>
                  {t('myCourses.partialRefundLine', {
                    amount: formatEuro(Math.abs(entry.amount), i18n.language),
                    date: formatDate(entry.paymentDate, i18n.language),
                  })}
                </span>
              ) : (
                <span>
                  {formatEuro(entry.amount, i18n.language)} · {formatDay(entry.paymentDate)}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
