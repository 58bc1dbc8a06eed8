import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { listMyEventSignUps } from '@club/shared/contracts/endpoints/events';
import { namespace } from '../../../locales';
import { cancelMyEvent, type MyEventSignUp } from '../api/my-events';
import { formatEventWhen } from '../lib/format';
import '../locales';
import './my-events.css';

/** One row per person and event: the member's own and each child's sign-up of the same event. */
const keyOf = (signUp: MyEventSignUp) => (signUp.child ? `${signUp.eventId}-${signUp.child.id}` : signUp.eventId);

/**
 * The member's event sign-ups in My Courses (issue 35 item 3): coming events soonest first, then
 * the last month's; each with its time, place, their place or place in line, guests, and until
 * when they may cancel. "Abmelden" asks once more (the place goes to the waiting list and cannot
 * be had back), then cancels through the API, which decides on the deadline. A child's sign-up
 * (made by the member or another guardian) reads "für Mia Wagner", as the children's courses do,
 * and is cancelled for that child (`participantId`).
 */
export function MyEvents({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const signUps = useCall(listMyEventSignUps, { params: { userId } }, { dedupingInterval: 0 });
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [backTo, setBackTo] = useState<string | null>(null);

  // Keyboard users land on the question's "yes", then on the result when the row is gone.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  // "No" gives the focus back to the row's "Abmelden".
  useEffect(() => {
    if (backTo) document.getElementById(`my-event-${backTo}-cancel`)?.focus();
  }, [backTo]);

  const cancel = async (signUp: MyEventSignUp) => {
    setBusy(keyOf(signUp));
    setMessage(null);
    try {
      await cancelMyEvent(userId, signUp.eventId, signUp.child?.id);
      await signUps.refresh();
      setMessage({
        isError: false,
        text: signUp.child
          ? t('myEvents.cancelledChild', { title: signUp.title, name: signUp.child.name })
          : t('myEvents.cancelled', { title: signUp.title }),
      });
    } catch (error) {
      const apiError = toApiError(error);
      setMessage({
        isError: true,
        text: apiError.code === 'unknownErrorCode' ? t('myEvents.cancelFailed') : apiError.message,
      });
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  if (signUps.error) return <p role="alert">{t('myEvents.loadFailed')}</p>;
  if (!signUps.data) return null;
  return (
    <section className="my-events" aria-labelledby="my-events-heading">
      <h3 id="my-events-heading">{t('myEvents.heading')}</h3>
      {message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.isError ? 'alert' : 'status'}
          className={message.isError ? 'my-events__error' : 'my-events__notice'}
        >
          {message.text}
        </p>
      ) : null}
      {signUps.data.length === 0 ? (
        <p>
          {t('myEvents.none')} <Link to="/events">{t('myEvents.toEvents')}</Link>
        </p>
      ) : (
        <ul className="my-events__list">
          {signUps.data.map((signUp) => {
            const key = keyOf(signUp);
            const titleId = `my-event-${key}`;
            const status =
              signUp.status === 'WAITING'
                ? t('myEvents.waiting', { position: signUp.position })
                : signUp.child
                  ? t('myEvents.confirmedChild', { name: signUp.child.name })
                  : t('myEvents.confirmed');
            const guests = signUp.guests > 0 ? ` · ${t('myEvents.guests', { count: signUp.guests })}` : '';
            return (
              <li key={key} className={`my-events__item${signUp.isPast ? ' my-events__item--past' : ''}`}>
                <div className="my-events__what">
                  <strong id={titleId} className="my-events__title">
                    {signUp.route ? (
                      <Link to={`${signUp.route}#event-${signUp.eventId}`}>{signUp.title}</Link>
                    ) : (
                      signUp.title
                    )}
                    {signUp.child ? (
                      <span className="my-events__child"> {t('myEvents.forChild', { name: signUp.child.name })}</span>
                    ) : null}
                  </strong>
                  <dl className="my-events__facts">
                    <dt>{t('myEvents.when')}</dt>
                    <dd>{formatEventWhen(signUp.startsAt, lang)}</dd>
                    <dt>{t('myEvents.where')}</dt>
                    <dd>{signUp.place}</dd>
                    <dt>{t('myEvents.status')}</dt>
                    <dd data-testid="my-event-status">{signUp.isPast ? t('myEvents.past') : `${status}${guests}`}</dd>
                  </dl>
                  {signUp.isPast ? null : (
                    <p className="my-events__deadline">
                      {signUp.canCancel
                        ? t('myEvents.cancelUntil', { date: formatEventWhen(signUp.deadline, lang) })
                        : t('myEvents.deadlinePassed', { date: formatEventWhen(signUp.deadline, lang) })}
                    </p>
                  )}
                </div>
                {signUp.canCancel && asking !== key ? (
                  <div className="my-events__actions">
                    <button
                      id={`${titleId}-cancel`}
                      type="button"
                      className="club-button club-button--secondary"
                      aria-describedby={titleId}
                      disabled={busy !== null}
                      onClick={() => {
                        setBackTo(null);
                        setAsking(key);
                      }}
                    >
                      {t('myEvents.cancel')}
                    </button>
                  </div>
                ) : null}
                {asking === key ? (
                  <div className="my-events__confirm" role="group" aria-labelledby={`${titleId}-ask`}>
                    <p id={`${titleId}-ask`}>
                      {signUp.child
                        ? t('myEvents.confirmAskChild', { title: signUp.title, name: signUp.child.name })
                        : t('myEvents.confirmAsk', { title: signUp.title })}
                    </p>
                    <div className="my-events__actions">
                      <button
                        ref={confirmRef}
                        type="button"
                        className="club-button"
                        disabled={busy !== null}
                        onClick={() => void cancel(signUp)}
                      >
                        {t('myEvents.confirmYes')}
                      </button>
                      <button
                        type="button"
                        className="club-button club-button--secondary"
                        disabled={busy !== null}
                        onClick={() => {
                          setAsking(null);
                          setBackTo(key);
                        }}
                      >
                        {t('myEvents.confirmNo')}
                      </button>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
