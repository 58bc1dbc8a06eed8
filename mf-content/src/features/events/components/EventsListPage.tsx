import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@club/shared/contracts/endpoints/events';
import { fetchEvents } from '../api/events';
import { eventsNamespace } from '../locales';
import { formatEventDate, formatEventTime } from '../lib/format';
import './events.css';

/** /events: the club's coming events, soonest first, each linking to its page. */
export function EventsListPage() {
  const { t, i18n } = useTranslation(eventsNamespace);
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'de';

  useEffect(() => {
    let live = true;
    fetchEvents()
      .then((loaded) => live && setEvents(loaded))
      .catch(() => live && setEvents([]));
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="events-list">
      <h1>{t('listTitle')}</h1>
      {events?.length === 0 ? <p>{t('listEmpty')}</p> : null}
      <ul className="events-list__items">
        {(events ?? []).map((event) => (
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
            <p className="event-block__status">
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
