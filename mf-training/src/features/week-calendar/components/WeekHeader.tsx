import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { Week } from '../lib/week';

interface WeekHeaderProps {
  week: Week;
  onPrevious: () => void;
  onNext: () => void;
}

/** Month and ISO week number between the previous/next week arrows. */
export function WeekHeader({ week, onPrevious, onNext }: WeekHeaderProps) {
  const { t } = useTranslation(namespace);
  return (
    <div className="week-header">
      <button type="button" className="week-header__arrow" aria-label={t('week.previous')} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </button>
      <h3 className="week-header__title" aria-live="polite">
        {/* 'KW 48' never breaks (nowrap); a long month may wrap before it. */}
        <span className="week-header__month">{week.monthLabel}</span>
        {' · '}
        <span className="week-header__week">{t('week.weekNumber', { number: week.weekNumber })}</span>
      </h3>
      <button type="button" className="week-header__arrow" aria-label={t('week.next')} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
