import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionAtom } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { listEvents, listEventSignUps } from '@club/shared/contracts/endpoints/events';
import { permissions } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { errorMessageOf, saveFile } from '../../applications';
import { formatEventWhen } from '../../my-events';
import { downloadSignUpsCsv, type EventSummary } from '../api/organiser';
import { SignUpsTable } from './SignUpsTable';
import '../locales';
import './event-organiser.css';

/** 'Sommerfest 2027!' -> 'sommerfest-2027' for the file name. */
const slug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * /members/events (issue 35 item 3): the organiser's view of the club's coming events. Who may
 * read sign-ups is the API's rule (administrators and WRITE_CONTENT); the page shows itself to
 * the same people and says so to others. Each event: places taken and free (every confirmed
 * person with their guests), the waiting list, every sign-up with its answers, and the CSV.
 */
export function EventOrganiserPage() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const mayOrganise =
    session?.role.name === 'ADMINISTRATOR' || Boolean(session?.role.permissions.includes(permissions.writeContent));
  const events = useCall(listEvents, mayOrganise ? {} : null);

  return (
    <section className="event-organiser" aria-labelledby="event-organiser-title">
      <h1 id="event-organiser-title">{t('eventOrganiser.title')}</h1>
      {!mayOrganise ? (
        <p>{t('eventOrganiser.organisersOnly')}</p>
      ) : (
        <>
          <p className="event-organiser__intro">{t('eventOrganiser.intro')}</p>
          {events.error ? <p role="alert">{t('eventOrganiser.loadFailed')}</p> : null}
          {events.data?.length === 0 ? <p>{t('eventOrganiser.none')}</p> : null}
          {(events.data ?? []).map((event) => (
            <EventSignUps key={event.id} event={event} />
          ))}
        </>
      )}
    </section>
  );
}

function EventSignUps({ event }: { event: EventSummary }) {
  const { t, i18n } = useTranslation(namespace);
  const lang = i18n.language === 'en' ? 'en' : 'de';
  const signUps = useCall(listEventSignUps, { params: { eventId: event.id } }, { dedupingInterval: 0 });
  const [csvError, setCsvError] = useState('');
  const [isDownloading, setDownloading] = useState(false);
  const rows = signUps.data ?? [];
  const taken = rows.filter((row) => row.status === 'CONFIRMED').reduce((sum, row) => sum + 1 + row.guests, 0);
  const waiting = rows.filter((row) => row.status === 'WAITING').length;
  const titleId = `event-organiser-${event.id}`;

  const download = async () => {
    setCsvError('');
    setDownloading(true);
    try {
      saveFile(await downloadSignUpsCsv(event.id), `${t('eventOrganiser.csvFileName')}-${slug(event.title)}.csv`);
    } catch (error) {
      setCsvError((await errorMessageOf(error)) ?? t('eventOrganiser.csvFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className="event-organiser__event" aria-labelledby={titleId}>
      <h2 id={titleId}>{event.title}</h2>
      <dl className="event-organiser__facts">
        <div>
          <dt>{t('eventOrganiser.when')}</dt>
          <dd>{formatEventWhen(event.startsAt, lang)}</dd>
        </div>
        <div>
          <dt>{t('eventOrganiser.where')}</dt>
          <dd>{event.place}</dd>
        </div>
        <div>
          <dt>{t('eventOrganiser.places')}</dt>
          <dd data-testid="event-places">
            {signUps.data
              ? event.placesTotal === null
                ? t('eventOrganiser.placesUnlimited', { taken })
                : t('eventOrganiser.placesTaken', {
                    taken,
                    total: event.placesTotal,
                    free: Math.max(0, event.placesTotal - taken),
                  })
              : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('eventOrganiser.waitingList')}</dt>
          <dd data-testid="event-waiting">
            {signUps.data ? t('eventOrganiser.waitingCount', { count: waiting }) : '…'}
          </dd>
        </div>
        <div>
          <dt>{t('eventOrganiser.deadline')}</dt>
          <dd>{formatEventWhen(event.deadline, lang)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className="club-button"
        aria-describedby={titleId}
        disabled={isDownloading}
        onClick={() => void download()}
      >
        {t('eventOrganiser.csv')}
      </button>
      {csvError ? (
        <p role="alert" className="event-organiser__error">
          {csvError}
        </p>
      ) : null}
      {signUps.error ? (
        <p role="alert" className="event-organiser__error">
          {t('eventOrganiser.signUpsFailed')}
        </p>
      ) : null}
      {signUps.data ? (
        rows.length === 0 ? (
          <p>{t('eventOrganiser.noSignUps')}</p>
        ) : (
          <SignUpsTable event={event} rows={rows} />
        )
      ) : null}
    </article>
  );
}
