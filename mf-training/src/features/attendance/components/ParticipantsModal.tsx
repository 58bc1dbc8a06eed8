import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError, useApiData } from '@club/shared';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { fetchParticipants, markAttendance, type Participant } from '../api/attendance';
import { CourseWaitingList } from './CourseWaitingList';
import './attendance.css';

interface ParticipantsModalProps {
  entry: ScheduleEntry;
  onClose: () => void;
}

/**
 * Who is enrolled for a date, with a large tick per person (made for a phone at the side of the
 * pitch). Each tick is saved at once; a failed save shows why and leaves the tick as it was.
 */
export function ParticipantsModal({ entry, onClose }: ParticipantsModalProps) {
  const { t } = useTranslation(namespace);
  const list = useApiData(`calendar/participants/${entry.id}`, () => fetchParticipants(entry.id), {
    dedupingInterval: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (person: Participant, present: boolean) => {
    setBusy(person.userId);
    setError(null);
    try {
      await markAttendance(entry.id, person.userId, present);
      await list.refresh(
        (current) => (current ?? []).map((p) => (p.userId === person.userId ? { ...p, present } : p)),
        { revalidate: false },
      );
    } catch (failure) {
      setError(toApiError(failure).message || t('attendance.saveError'));
    } finally {
      setBusy(null);
    }
  };

  const people = list.data ?? [];
  const present = people.filter((p) => p.present).length;
  return (
    <Modal
      isOpen
      title={t('attendance.title', { name: entry.name })}
      onClose={onClose}
      className="attendance"
      footer={
        <button type="button" className="club-button" onClick={onClose}>
          {t('attendance.done')}
        </button>
      }
    >
      {list.error ? (
        <p role="alert" className="attendance__error">
          {/* useApiData's error is already the answer's { code, message, title }. */}
          {list.error.code === 'unknownErrorCode' ? t('attendance.loadError') : list.error.message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="attendance__error">
          {error}
        </p>
      ) : null}
      {list.data ? (
        <>
          <p className="attendance__count">{t('attendance.count', { present, count: people.length })}</p>
          {people.length === 0 ? <p>{t('attendance.nobody')}</p> : null}
          <ul className="attendance__list">
            {people.map((person) => (
              <li key={person.userId}>
                <label className="attendance__person">
                  <input
                    type="checkbox"
                    checked={person.present === true}
                    disabled={busy === person.userId}
                    onChange={(event) => void toggle(person, event.target.checked)}
                  />
                  <span className="attendance__name">
                    {person.name}
                    {person.guardians ? (
                      <small className="attendance__child">
                        {t('attendance.child', { guardians: person.guardians.join(', ') })}
                      </small>
                    ) : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <CourseWaitingList eventsGroupId={entry.eventsGroupId} />
        </>
      ) : null}
    </Modal>
  );
}
