import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyCourse, WalletStatementEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { formatDay, formatDayTime, formatEuro, routeOfMenuPath } from '../lib/format';
import './my-courses.css';

/** My courses with their next date, and the wallet statement entries. */
export function SideList({
  courses,
  statement,
  isLoading = false,
}: {
  courses: MyCourse[];
  statement: WalletStatementEntry[];
  isLoading?: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
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
      {statement.length === 0 ? (
        <p>{t('myCourses.noStatement')}</p>
      ) : (
        <ul className="side-list__items">
          {statement.map((entry) => (
            <li key={entry.id}>
              <strong>
                {entry.courseName || entry.message}
                {entry.kind === 'REFUND' && ` (${t('myCourses.refund')})`}
              </strong>
              <span>
                {formatEuro(entry.amount, i18n.language)} · {formatDay(entry.paymentDate)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
