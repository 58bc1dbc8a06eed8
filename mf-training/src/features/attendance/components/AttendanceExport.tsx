import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { downloadAttendance } from '../api/attendance';
import './attendance.css';

interface AttendanceExportProps {
  eventsGroupId: string;
  /** YYYY-MM-DD in the club's zone. */
  today: string;
}

/** Attendance of the course for a period as CSV (youth-sport subsidies); this month by default. */
export function AttendanceExport({ eventsGroupId, today }: AttendanceExportProps) {
  const { t } = useTranslation(namespace);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await downloadAttendance(eventsGroupId, from, to);
    } catch (failure) {
      setError(toApiError(failure).message || t('attendance.exportError'));
    }
  };
  return (
    <form className="attendance-export" onSubmit={(event) => void onSubmit(event)}>
      <label>
        {t('attendance.from')}
        <input type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label>
        {t('attendance.to')}
        <input type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
      </label>
      <button type="submit" className="club-button club-button--secondary">
        {t('attendance.export')}
      </button>
      {error ? (
        <p role="alert" className="attendance__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
