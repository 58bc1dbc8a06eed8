import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { altTextOf, elementsOf, formatCents } from '@club/shared/contracts';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { lazyPart } from '../../../components/lazy-block';
import { Picture } from '../../../components/Picture';
import type { BlockProps } from '@club/shared';
import { fetchEvent } from '../api/events';
import { eventsNamespace } from '../locales';
import { formatEventDate, formatEventTime } from '../lib/format';
import './events.css';

// The form is a chunk of its own: a visitor who only reads the event downloads none of it.
const EventSignUpForm = lazyPart(() => import('./EventSignUpForm'), 'EventSignUpForm');

/** The cancel token of the confirmation mail's link, when the link is for this event. */
function cancelTokenFor(eventId: string): string | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  return query.get('event') === eventId ? query.get('cancel') : null;
}

/** Drops a used cancel link from the address, so a reload does not ask to cancel again. */
function forgetCancelLink(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('cancel')) return;
  url.searchParams.delete('cancel');
  url.searchParams.delete('event');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * A link to this event (after a login, an offer mail) opens its form; the payment provider's
 * return (?event=<id>&id=<checkout>) opens it at the payment's confirmation.
 */
function linkedToEvent(eventId: string): { isLinked: boolean; returnedCheckout: string | null } {
  if (typeof window === 'undefined') return { isLinked: false, returnedCheckout: null };
  const query = new URLSearchParams(window.location.search);
  const isLinked = query.get('event') === eventId;
  return { isLinked, returnedCheckout: isLinked ? query.get('id') : null };
}

/** EVENT: a one-off event with its places and the sign-up (issue 35 item 3). */
export function EventBlock({ template }: BlockProps) {
  const { t, i18n } = useTranslation(eventsNamespace);
  const first = elementsOf('EVENT', template)[0];
  const eventId = template.id ?? '';
  const [event, setEvent] = useState<EventSummary | null>(null);
  const [cancelToken, setCancelToken] = useState(() => cancelTokenFor(eventId));
  const [linked] = useState(() => linkedToEvent(eventId));
  const [isFormOpen, setFormOpen] = useState(cancelToken !== null || linked.isLinked);
  const [isCancelled, setCancelled] = useState(false);
  const cancelledRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!eventId) return;
    let live = true;
    fetchEvent(eventId)
      .then((loaded) => live && setEvent(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [eventId]);

  // After cancelling, the form closes: the focus goes to the message, "Sign up" is offered again.
  useEffect(() => {
    if (isCancelled) cancelledRef.current?.focus();
  }, [isCancelled]);

  const onCancelled = () => {
    forgetCancelLink();
    setCancelToken(null);
    setFormOpen(false);
    setCancelled(true);
  };

  if (!first) return null;
  const { title, date, time, endTime, place, description, picture, pictureAlt } = first.values;
  const lang = i18n.language === 'en' ? 'en' : 'de';
  // The server's price (one source with the checkout): per person, guests too.
  const price = event && event.priceCents > 0 ? formatCents(event.priceCents, lang) : null;
  const status = !event
    ? null
    : event.placesLeft === null
      ? t('unlimited')
      : event.placesLeft > 0
        ? t('placesLeft', { count: event.placesLeft })
        : t('fullyBooked');

  return (
    <section className="event-block" id={`event-${eventId}`} aria-labelledby={`event-${eventId}-title`}>
      {picture ? (
        <Picture
          className="event-block__picture"
          src={picture}
          alt={altTextOf(pictureAlt)}
          sizes="(min-width: 900px) 40vw, 100vw"
        />
      ) : null}
      <div className="event-block__body">
        <h2 className="event-block__title" id={`event-${eventId}-title`}>
          {title}
        </h2>
        <dl className="event-block__facts">
          <dt>{t('when')}</dt>
          <dd>
            {[date ? formatEventDate(date, lang) : '', time ? formatEventTime(time, endTime, lang) : '']
              .filter(Boolean)
              .join(', ')}
          </dd>
          <dt>{t('where')}</dt>
          <dd>{place}</dd>
          {price ? (
            <>
              <dt>{t('price')}</dt>
              <dd data-testid="event-price">{t('pricePerPerson', { price })}</dd>
            </>
          ) : null}
        </dl>
        {description ? <p className="event-block__description">{description}</p> : null}
        {status ? (
          <p className="event-block__status" data-testid="event-status">
            {status}
          </p>
        ) : null}
        {event?.isOpen ? (
          <p className="event-block__deadline">
            {t('deadline', { date: formatEventDate(event.deadline.slice(0, 10), lang, event.deadline) })}
          </p>
        ) : event ? (
          <p className="event-block__deadline">{t('closed')}</p>
        ) : null}
        {isCancelled ? (
          <p className="event-block__notice" role="status" tabIndex={-1} ref={cancelledRef}>
            {t('cancelled')}
          </p>
        ) : null}
        {event && (event.isOpen || cancelToken || linked.returnedCheckout) && !isFormOpen ? (
          <button
            type="button"
            className="club-button event-block__open"
            onClick={() => {
              setCancelled(false);
              setFormOpen(true);
            }}
          >
            {t('open')}
          </button>
        ) : null}
        {event && isFormOpen ? (
          <Suspense fallback={null}>
            <EventSignUpForm
              event={event}
              cancelToken={cancelToken}
              returnedCheckout={linked.returnedCheckout}
              onChanged={setEvent}
              onCancelled={onCancelled}
            />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
