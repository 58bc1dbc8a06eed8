import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { listMyDateAnswers } from '@club/shared/contracts/endpoints/messages';
import { namespace } from '../../../locales';
import { formatDayTime } from '../../my-courses';
import { saveDateAnswer, type DateAnswer } from '../api/date-answers';
import '../locales';
import './date-answers.css';

/**
 * The coming dates of the member's and their children's courses with "attending / not attending"
 * (issue 35): a pair of buttons per date and person, the chosen one pressed; a later choice
 * replaces the answer. The coach sees it beside the attendance list.
 */
export function ComingDates({ userId }: { userId: string }) {
  const { t } = useTranslation(namespace);
  const answers = useCall(listMyDateAnswers, { params: { userId } }, { dedupingInterval: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const keyOf = (a: DateAnswer) => `${a.dateId}|${a.participantId}`;

  const answer = async (item: DateAnswer, attending: boolean) => {
    setBusy(keyOf(item));
    setMessage(null);
    try {
      const saved = await saveDateAnswer(userId, item.dateId, item.participantId, attending);
      await answers.refresh((current) => (current ?? []).map((a) => (keyOf(a) === keyOf(item) ? saved : a)), {
        revalidate: false,
      });
      setMessage({
        isError: false,
        text: t('dateAnswers.saved', {
          answer: attending ? t('dateAnswers.attending') : t('dateAnswers.notAttending'),
        }),
      });
    } catch (error) {
      const apiError = toApiError(error);
      setMessage({
        isError: true,
        text: apiError.code === 'unknownErrorCode' ? t('dateAnswers.saveFailed') : apiError.message,
      });
    } finally {
      setBusy(null);
    }
  };

  if (!answers.data) return null;
  return (
    <section className="coming-dates" aria-labelledby="coming-dates-heading">
      <h3 id="coming-dates-heading">{t('dateAnswers.heading')}</h3>
      <p className="coming-dates__hint">{t('dateAnswers.hint')}</p>
      {message ? (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? 'coming-dates__error' : undefined}>
          {message.text}
        </p>
      ) : null}
      {answers.data.length === 0 ? <p>{t('dateAnswers.none')}</p> : null}
      <ul className="coming-dates__list">
        {answers.data.map((item) => {
          const when = formatDayTime(item.startDateTime);
          return (
            <li key={keyOf(item)} className="coming-dates__item">
              <div className="coming-dates__what">
                <strong>{item.courseName}</strong>
                <span>
                  {when} · {item.place}
                </span>
                {item.childName ? <span>{t('dateAnswers.for', { name: item.childName })}</span> : null}
              </div>
              <div
                className="coming-dates__choice"
                role="group"
                aria-label={`${t('dateAnswers.answer', { course: item.courseName, date: when })}${item.childName ? ` (${t('dateAnswers.for', { name: item.childName })})` : ''}`}
              >
                <button
                  type="button"
                  className="club-button club-button--secondary"
                  aria-pressed={item.attending === true}
                  disabled={busy === keyOf(item)}
                  onClick={() => void answer(item, true)}
                >
                  {t('dateAnswers.attending')}
                </button>
                <button
                  type="button"
                  className="club-button club-button--secondary"
                  aria-pressed={item.attending === false}
                  disabled={busy === keyOf(item)}
                  onClick={() => void answer(item, false)}
                >
                  {t('dateAnswers.notAttending')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
