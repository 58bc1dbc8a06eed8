import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listOrders } from '@club/shared/contracts/endpoints/orders';
import { formatCents, toCents } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { cancelCourse, type CourseOrder } from '../api/orders';
import { formatDay, formatDayTime, formatEuro } from '../lib/format';
import './my-courses.css';

/**
 * The member's course payments: state, receipt links (payment and refund) and, before a course
 * begins, a cancel button that refunds it. Refreshes My Courses and the statement afterwards.
 */
export function OrderList({ userId, onChanged }: { userId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation(namespace);
  const orders = useCall(listOrders, { params: { userId } });
  const [asking, setAsking] = useState<CourseOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const cancel = async (order: CourseOrder) => {
    if (!order.courseId) return;
    setBusy(true);
    try {
      const result = await cancelCourse(userId, order.courseId, order.child?.id);
      setMessage({
        isError: false,
        text: t(result.status === 'REFUNDED' ? 'myCourses.cancelled' : 'myCourses.cancelPending', {
          course: order.courseName,
        }),
      });
      await refreshCall(listOrders, { params: { userId } });
      onChanged();
    } catch (error) {
      setMessage({ isError: true, text: toApiError(error).message || t('myCourses.cancelFailed') });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  // What goes back, as the server computed it (issue 33): to the card, as credit (the part the
  // member's credit paid), or both.
  const cancelQuestion = (order: CourseOrder) => {
    const back = order.cancelRefund ?? { cardCents: toCents(order.amount), creditCents: 0 };
    const card = formatCents(back.cardCents, i18n.language);
    const credit = formatCents(back.creditCents, i18n.language);
    if (back.creditCents === 0) return t('myCourses.cancelQuestion', { course: order.courseName, amount: card });
    return t(back.cardCents === 0 ? 'myCourses.cancelQuestionCredit' : 'myCourses.cancelQuestionMixed', {
      course: order.courseName,
      card,
      credit,
    });
  };

  if (!orders.data || orders.data.length === 0) return null;
  return (
    <section className="order-list" aria-labelledby="order-list-heading">
      <h3 id="order-list-heading">{t('myCourses.orders')}</h3>
      {message && (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'order-list__error' : undefined}>
          {message.text}
        </p>
      )}
      <ul className="order-list__items">
        {orders.data.map((order) => (
          <li key={order.id}>
            <strong>
              {order.courseName}
              {order.child && ` (${t('myCourses.forChild', { name: order.child.name })})`}
            </strong>
            <span>
              {formatEuro(order.amount, i18n.language)} · {formatDay(order.createdAt)} ·{' '}
              {t(`myCourses.orderStatus.${order.status}`, { defaultValue: order.status })}
            </span>
            {(order.creditCents ?? 0) > 0 && (
              <span className="order-list__adjustment">
                {t('myCourses.paidWithCredit', { amount: formatCents(order.creditCents ?? 0, i18n.language) })}
              </span>
            )}
            {order.status === 'SENT' && order.cancelUntil && (
              <span className="order-list__deadline">
                {t(order.canCancel ? 'myCourses.cancelUntil' : 'myCourses.cancelWasUntil', {
                  date: formatDayTime(order.cancelUntil),
                })}
              </span>
            )}
            {order.status !== 'SENT' && order.refundReason === 'COURSE_CANCELLED' && (
              <span className="order-list__deadline">{t('myCourses.courseCancelledRefund')}</span>
            )}
            {order.status !== 'SENT' && order.refundReason === 'COURSE_OFF_SALE' && (
              <span className="order-list__deadline">{t('myCourses.courseOffSaleRefund')}</span>
            )}
            {(order.dateAdjustments ?? []).map((adjustment) => (
              <span key={`${adjustment.kind}-${adjustment.date}`} className="order-list__adjustment">
                {t(
                  adjustment.kind === 'CREDIT'
                    ? 'myCourses.dateCredit'
                    : adjustment.status === 'DONE'
                      ? 'myCourses.dateRefund'
                      : 'myCourses.dateRefundPending',
                  {
                    date: formatDay(adjustment.date),
                    amount: formatCents(adjustment.amountCents, i18n.language),
                  },
                )}
              </span>
            ))}
            <span className="order-list__actions">
              <Link to={`/members/receipt/${order.id}`}>{t('myCourses.receipt')}</Link>
              {order.refundedAt && (
                <Link to={`/members/receipt/${order.id}?kind=REFUND`}>{t('myCourses.refundReceipt')}</Link>
              )}
              {order.canCancel && asking?.id !== order.id && (
                <button type="button" className="club-button club-button--secondary" onClick={() => setAsking(order)}>
                  {t('myCourses.cancel')}
                </button>
              )}
            </span>
            {asking?.id === order.id && (
              <div className="order-list__confirm" role="group" aria-label={t('myCourses.cancel')}>
                <p>{cancelQuestion(order)}</p>
                <button type="button" className="club-button" disabled={busy} onClick={() => void cancel(order)}>
                  {t('myCourses.cancelConfirm')}
                </button>
                <button type="button" className="club-button club-button--secondary" onClick={() => setAsking(null)}>
                  {t('myCourses.keep')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
