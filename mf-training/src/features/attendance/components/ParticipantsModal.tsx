import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { listParticipants, type DateParticipants } from '@club/shared/contracts/endpoints/calendar';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { markAttendance, type Participant } from '../api/attendance';
import { MessageForm } from '../../messages';
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
  const list = useCall(listParticipants, { params: { dateId: entry.id } }, { dedupingInterval: 0 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [isWriting, setIsWriting] = useState(false);

  const toggle = async (person: Participant, present: boolean) => {
    setBusy(person.userId);
    setError(null);
    try {
      await markAttendance(entry.id, person.userId, present);
      // Onto the newest answer: another person's tick may have been saved meanwhile.
      await list.refresh(
        (current) => ({
          ...(current as DateParticipants), // the ticks show only once the answer is there
          participants: (current?.participants ?? []).map((p) => (p.userId === person.userId ? { ...p, present } : p)),
        }),
        { revalidate: false },
      );
    } catch (failure) {
      setError(toApiError(failure).message || t('attendance.saveError'));
    } finally {
      setBusy(null);
    }
  };

  const people = list.data?.participants ?? [];
  const present = people.filter((p) => p.present).length;
  const answered = (value: boolean | null) => people.filter((p) => p.attending === value).length;
  const answerText = (value: boolean | null) =>
    value === null ? t('coach.noAnswer') : value ? t('coach.attending') : t('coach.notAttending');
  return (
    <Modal
      isOpen
      title={t('attendance.title', { name: entry.name })}
      onClose={onClose}
      className="attendance"
      footer={
        <>
          {!isWriting ? (
            <button type="button" className="club-button club-button--secondary" onClick={() => setIsWriting(true)}>
              {t('coach.write')}
            </button>
          ) : null}
          <button type="button" className="club-button" onClick={onClose}>
            {t('attendance.done')}
          </button>
        </>
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
          <p className="attendance__answers">
            {t('coach.answers', { yes: answered(true), no: answered(false), open: answered(null) })}
          </p>
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
                  {/* The answer given before the date, beside the tick of who came (issue 35). */}
                  <span
                    className={`attendance__answer attendance__answer--${person.attending === null ? 'open' : person.attending ? 'yes' : 'no'}`}
                  >
                    {t('coach.answer')}: {answerText(person.attending)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <CourseWaitingList eventsGroupId={entry.eventsGroupId} />
          {isWriting ? (
            <MessageForm
              eventsGroupId={entry.eventsGroupId}
              courseName={entry.name}
              onClose={() => setIsWriting(false)}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
