import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listMyWaitingList } from '@club/shared/contracts/endpoints/orders';
import { namespace } from '../../../locales';
import { leaveWaitingList, type WaitingEntry } from '../api/waiting-list';
import { formatDayTime } from '../lib/format';
import './my-courses.css';

/**
 * The courses the member waits for: their position in line, a place held for them (with the
 * time it is held until and the way to book it) and a button to leave the line.
 */
export function WaitingList({ userId }: { userId: string }) {
  const { t } = useTranslation(namespace);
  const entries = useCall(listMyWaitingList, { params: { userId } });
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const leave = async (entry: WaitingEntry) => {
    setBusy(entry.eventsGroupId);
    try {
      await leaveWaitingList(userId, entry.eventsGroupId);
      setMessage({ isError: false, text: t('myCourses.waitingLeft', { course: entry.courseName }) });
      await refreshCall(listMyWaitingList, { params: { userId } });
    } catch (error) {
      const apiError = toApiError(error);
      setMessage({
        isError: true,
        text: apiError.code === 'unknownErrorCode' ? t('myCourses.waitingLeaveFailed') : apiError.message,
      });
    } finally {
      setBusy(null);
    }
  };

  if (!entries.data || (entries.data.length === 0 && !message)) return null;
  return (
    <section className="order-list" aria-labelledby="waiting-list-heading">
      <h3 id="waiting-list-heading">{t('myCourses.waitingList')}</h3>
      {message && (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'order-list__error' : undefined}>
          {message.text}
        </p>
      )}
      <ul className="order-list__items">
        {entries.data.map((entry) => (
          <li key={entry.eventsGroupId}>
            <strong>{entry.courseName}</strong>
            <span>
              {entry.offerExpiresAt
                ? t('myCourses.waitingOffer', { until: formatDayTime(entry.offerExpiresAt) })
                : t('myCourses.waitingPosition', { position: entry.position })}
            </span>
            <span className="order-list__actions">
              <button
                type="button"
                className="club-button club-button--secondary"
                disabled={busy === entry.eventsGroupId}
                onClick={() => void leave(entry)}
              >
                {t('myCourses.waitingLeave')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
