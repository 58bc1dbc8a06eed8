import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { consentTools } from '../lib/consent-storage';
import { useConsent } from '../model/use-consent';
import './consent.css';

interface Props {
  toolId: string;
  children: ReactNode;
}

/** Shows third-party content only after consent; until then a warning with a settings button. */
export function ConsentGate({ toolId, children }: Props) {
  const { t } = useTranslation(namespace);
  const { isAccepted, openSettings } = useConsent(toolId);
  if (isAccepted) return <>{children}</>;
  const tool = consentTools.find((candidate) => candidate.id === toolId)?.name ?? toolId;
  return (
    <div className="consent-gate" role="note">
      <span className="consent-gate__icon" aria-hidden="true">
        !
      </span>
      <p className="consent-gate__text">{t('consent.blocked', { tool })}</p>
      <button type="button" className="club-button" onClick={openSettings}>
        {t('consent.openSettings')}
      </button>
    </div>
  );
}
