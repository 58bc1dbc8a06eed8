import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { membershipSteps, stepState } from '../lib/wizard';

// The spec's step icons: info, list, info, check.
const icons = ['i', '☰', 'i', '✓'];

/** Progress breadcrumb: completed (before the current), in progress (current), pending. */
export function Breadcrumb({ current }: { current: number }) {
  const { t } = useTranslation(namespace);
  return (
    <nav aria-label={t('membership.progress')}>
      <ol className="membership-steps">
        {membershipSteps.map((step, index) => {
          const state = stepState(index, current);
          return (
            <li
              key={step}
              className={`membership-steps__item membership-steps__item--${state}`}
              aria-current={state === 'in-progress' ? 'step' : undefined}
            >
              <span className="membership-steps__icon" aria-hidden="true">
                {state === 'completed' ? '✓' : icons[index]}
              </span>
              <span className="membership-steps__label">{t(`membership.steps.${step}`)}</span>
              <span className="visually-hidden">({t(`membership.stepStates.${state}`)})</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
