import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { sendCourseMessage } from '../api/messages';
import './messages.css';

interface MessageFormProps {
  eventsGroupId: string;
  courseName: string;
  onClose: () => void;
}

const empty = { subjectDe: '', bodyDe: '', subjectEn: '', bodyEn: '', askAttendance: true };

/**
 * "Write a message" to a course (issue 35): German texts needed, English optional. The server
 * decides who may write and who receives it; its refusal (another course, the hourly limit) shows
 * in the reader's language and what was typed stays.
 */
export function MessageForm({ eventsGroupId, courseName, onClose }: MessageFormProps) {
  const { t } = useTranslation(namespace);
  const [form, setForm] = useState(empty);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const field = (name: keyof typeof empty) => ({
    value: form[name] as string,
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSending(true);
    setError(null);
    setNotice(null);
    try {
      const sent = await sendCourseMessage({ audience: { kind: 'course', eventsGroupId }, ...form });
      setNotice(t('coach.sent', { count: sent.recipients }));
      setForm(empty);
    } catch (failure) {
      setError(toApiError(failure).message || t('coach.error'));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form className="course-message" onSubmit={(event) => void onSubmit(event)} aria-label={t('coach.write')}>
      <h3 className="course-message__title">{t('coach.formTitle', { course: courseName })}</h3>
      <p className="course-message__hint">{t('coach.formHint')}</p>
      <label>
        {t('coach.subjectDe')}
        <input type="text" required maxLength={150} {...field('subjectDe')} />
      </label>
      <label>
        {t('coach.bodyDe')}
        <textarea required rows={5} maxLength={10000} {...field('bodyDe')} />
      </label>
      <label>
        {t('coach.subjectEn')}
        <input type="text" maxLength={150} {...field('subjectEn')} />
      </label>
      <label>
        {t('coach.bodyEn')}
        <textarea rows={3} maxLength={10000} {...field('bodyEn')} />
      </label>
      <label className="course-message__check">
        <input
          type="checkbox"
          checked={form.askAttendance}
          onChange={(event) => setForm({ ...form, askAttendance: event.target.checked })}
        />
        {t('coach.askAttendance')}
      </label>
      {error ? (
        <p role="alert" className="course-message__error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="course-message__notice">
          {notice}
        </p>
      ) : null}
      <div className="course-message__actions">
        <button type="submit" className="club-button" disabled={isSending}>
          {isSending ? t('coach.sending') : t('coach.send')}
        </button>
        <button type="button" className="club-button club-button--secondary" onClick={onClose}>
          {t('coach.cancel')}
        </button>
      </div>
    </form>
  );
}
