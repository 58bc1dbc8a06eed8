import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinToday } from '@club/shared/contracts';
import { toApiError } from '@club/shared';
import type { TreasurerMember } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { fetchMembers } from '../api/applications-api';
import { cancelResignation, fetchDepartures, recordResignation, type Departure } from '../api/member-self-api';
import { calendarDay } from '../lib/format';
import { ListTable } from './ListTable';

/** Upcoming departures by effective date, and a notice received by letter recorded for a member. */
export function Departures() {
  const { t, i18n } = useTranslation(namespace);
  const id = useId();
  const [departures, setDepartures] = useState<Departure[] | null>(null);
  const [members, setMembers] = useState<TreasurerMember[]>([]);
  const [userId, setUserId] = useState('');
  const [receivedOn, setReceivedOn] = useState(berlinToday());
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void fetchDepartures().then(setDepartures);
    void fetchMembers().then(setMembers);
  }, [version]);
  const lang = i18n.language;

  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    try {
      const departure = await recordResignation(userId, receivedOn);
      setMessage(
        t('applications.departures.recorded', {
          name: departure.displayName,
          date: calendarDay(departure.endsOn, lang),
        }),
      );
      setVersion((v) => v + 1);
    } catch (error) {
      setMessage(toApiError(error).message);
    }
  };
  const cancel = async (departure: Departure) => {
    try {
      await cancelResignation(departure.userId);
      setMessage(t('applications.departures.cancelled', { name: departure.displayName }));
      setVersion((v) => v + 1);
    } catch (error) {
      setMessage(toApiError(error).message);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('applications.departures.title')}</h2>
      <p role="status">{message}</p>
      <ListTable
        rows={departures}
        empty={t('applications.departures.empty')}
        headers={[
          ...['name', 'number', 'given', 'ends', 'by'].map((column) => t(`applications.departures.${column}`)),
          <span key="actions" className="visually-hidden">
            {t('applications.departures.actions')}
          </span>,
        ]}
      >
        {(list) =>
          list.map((departure) => (
            <tr key={departure.userId}>
              <td>{departure.displayName}</td>
              <td>{departure.memberNumber ?? '–'}</td>
              <td>{calendarDay(departure.noticeGivenOn, lang)}</td>
              <td>{calendarDay(departure.endsOn, lang)}</td>
              <td>{t(`applications.departures.recordedBy.${departure.recordedBy}`)}</td>
              <td>
                <button type="button" className="button button--secondary" onClick={() => void cancel(departure)}>
                  {t('applications.departures.cancel', { name: departure.displayName })}
                </button>
              </td>
            </tr>
          ))
        }
      </ListTable>
      <form className="applications__inline-form" onSubmit={(event) => void record(event)}>
        <h3>{t('applications.departures.recordTitle')}</h3>
        <label htmlFor={`${id}-member`}>{t('applications.departures.member')}</label>
        <select id={`${id}-member`} value={userId} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{t('applications.departures.choose')}</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.displayName}
              {member.memberNumber ? ` (${member.memberNumber})` : ''}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-date`}>{t('applications.departures.receivedOn')}</label>
        <input
          id={`${id}-date`}
          type="date"
          value={receivedOn}
          max={berlinToday()}
          onChange={(e) => setReceivedOn(e.target.value)}
        />
        <button type="submit" className="button" disabled={!userId}>
          {t('applications.departures.record')}
        </button>
      </form>
    </section>
  );
}
