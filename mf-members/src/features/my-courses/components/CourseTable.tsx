import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyCourse, WalletStatementEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { formatCents, sumCents, toCents } from '@club/shared/contracts';
import { formatDay, formatDayTime } from '../lib/format';
import './my-courses.css';

/** Course date, course, amount, payment date; empty state with a join-course button to /training. */
export function CourseTable({
  courses,
  statement,
  isLoading = false,
}: {
  courses: MyCourse[];
  statement: WalletStatementEntry[];
  isLoading?: boolean;
}) {
  const { t, i18n } = useTranslation(namespace);
  if (isLoading) return <p role="status">{t('loading', { ns: 'common' })}</p>;
  if (courses.length === 0) {
    return (
      <div className="course-table__empty">
        <p>{t('myCourses.empty')}</p>
        <Link className="club-button" to="/training">
          {t('myCourses.joinCourse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="course-table__scroll">
      <table className="course-table">
        <caption>{t('myCourses.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myCourses.courseDate')}</th>
            <th scope="col">{t('myCourses.course')}</th>
            <th scope="col">{t('myCourses.amount')}</th>
            <th scope="col">{t('myCourses.paymentDate')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => {
            // The newest payment of the course: its card line and its credit line (issue 33) make the price.
            const latest = statement.find(
              (entry) => entry.message === course.id && (entry.kind === 'CHARGE' || entry.kind === 'CREDIT'),
            );
            const parts = statement.filter(
              (entry) => entry.orderId === latest?.orderId && (entry.kind === 'CHARGE' || entry.kind === 'CREDIT'),
            );
            const payment = latest && {
              paymentDate: latest.paymentDate,
              cents: sumCents(parts.map((entry) => toCents(entry.amount))),
            };
            return (
              <tr key={`${course.id}/${course.child?.id ?? ''}`}>
                <td>{course.nextDate ? formatDayTime(course.nextDate) : t('myCourses.noNextDate')}</td>
                <td>
                  {course.name}
                  {course.child && ` (${t('myCourses.forChild', { name: course.child.name })})`}
                </td>
                <td>{payment ? formatCents(payment.cents, i18n.language) : '–'}</td>
                <td>{payment ? formatDay(payment.paymentDate) : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
