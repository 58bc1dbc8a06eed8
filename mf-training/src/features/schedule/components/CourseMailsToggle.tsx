import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '@club/shared/data/use-call';
import { getCourseMailSettings } from '@club/shared/contracts/endpoints/calendar';
import { namespace } from '../../../locales';
import { saveCourseMailSettings } from '../api/calendar';

/**
 * "Mail me when a date of my courses is cancelled or moved", on by default. Saving also keeps the
 * page's language as the language of those mails.
 */
export function CourseMailsToggle() {
  const { t, i18n } = useTranslation(namespace);
  const settings = useCall(getCourseMailSettings, {});
  const [failed, setFailed] = useState(false);
  if (!settings.data) return null;
  const onChange = async (courseChanges: boolean) => {
    setFailed(false);
    try {
      const saved = await saveCourseMailSettings({ courseChanges, language: i18n.language === 'en' ? 'en' : 'de' });
      await settings.refresh(saved, { revalidate: false });
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="training-schedule__feed">
      <label>
        <input
          type="checkbox"
          checked={settings.data.courseChanges}
          onChange={(event) => void onChange(event.target.checked)}
        />{' '}
        {t('schedule.courseMails')}
      </label>
      {failed ? (
        <span role="alert" className="training-schedule__error">
          {' '}
          {t('schedule.courseMailsError')}
        </span>
      ) : null}
    </p>
  );
}
