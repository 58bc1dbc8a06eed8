import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listEvents } from '@club/shared/contracts/endpoints/events';
import { useCall } from '@club/shared/data/use-call';
import { usePageTitle } from '../../content-page';
import { eventsNamespace } from '../locales';
import { formatEventDate, formatEventTime } from '../lib/format';
import './events.css';

const logFailure = (error: unknown) => console.error('Events could not be loaded', error);

/**
 * /events: the club's coming events, soonest first, each linking to its page. Server-rendered
 * like /news (useCall: the renderer loads the list, the browser hydrates with it).
 */
export function EventsListPage() {
  const { t, i18n } = useTranslation(eventsNamespace);
  // Untracked: the list's refresh after hydration does not show the page as busy.
  const { data: events, error, refresh } = useCall(listEvents, {}, { onError: logFailure, untracked: true });
  const lang = i18n.language === 'en' ? 'en' : 'de';
  usePageTitle(t('listTitle'), { description: t('listDescription') });

  // A server-rendered list may come from the page cache (kept until the next save): its free
  // places are asked again once hydrated. Only the counts change in place, nothing moves.
  const isHydrated = useRef(events !== undefined);
  useEffect(() => {
    if (isHydrated.current) void refresh();
  }, [refresh]);

  const shown = error ? [] : events;
  return (
    <section className="events-list">
      <h1>{t('listTitle')}</h1>
      {shown?.length === 0 ? <p>{t('listEmpty')}</p> : null}
      <ul className="events-list__items">
        {(shown ?? []).map((event) => (
          <li key={event.id} className="events-list__item">
            <h2>{event.title}</h2>
            <p>
              {formatEventDate(event.startsAt.slice(0, 10), lang, event.startsAt)} ·{' '}
              {formatEventTime(
                new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
                  timeStyle: 'short',
                  timeZone: 'Europe/Berlin',
                }).format(new Date(event.startsAt)),
                undefined,
                lang,
              )}{' '}
              · {event.place}
            </p>
            <p className="event-block__status" data-testid="events-list-status">
              {event.placesLeft === null
                ? t('unlimited')
                : event.placesLeft > 0
                  ? t('placesLeft', { count: event.placesLeft })
                  : t('fullyBooked')}
            </p>
            {event.route ? <Link to={`${event.route}#event-${event.id}`}>{t('details')}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
