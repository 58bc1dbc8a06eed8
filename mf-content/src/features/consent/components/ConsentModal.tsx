import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { completeConsent, consentTools, type ConsentState } from '../lib/consent-storage';
import './consent.css';

interface Props {
  isOpen: boolean;
  /** The stored choice; null on a first visit. */
  consent: ConsentState | null;
  onSave: (state: ConsentState) => void;
  onClose: () => void;
}

/**
 * Terms and cookie consent: a switch per tool and a save button. In the mobile layout (under
 * 450 px or a mobile user agent) it is a full page instead of a dialog.
 */
export function ConsentModal({ isOpen, consent, onSave, onClose }: Props) {
  const { t } = useTranslation(namespace);
  const [choice, setChoice] = useState<ConsentState>(() => completeConsent(consent));
  const isMobile = useIsMobile();

  return (
    <Modal
      isOpen={isOpen}
      isInPlace
      onClose={onClose}
      title={t('consent.title')}
      className={`consent-modal${isMobile ? ' consent-modal--page' : ''}`}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={() => onSave(choice)}>
            {t('consent.save')}
          </button>
          <button type="button" className="club-button" onClick={() => onSave(completeConsent(null, true))}>
            {t('consent.acceptAll')}
          </button>
        </>
      }
    >
      <p className="consent-modal__intro">{t('consent.intro')}</p>
      <p className="consent-modal__warning">{t('consent.withoutAcceptance')}</p>
      <ul className="consent-modal__tools">
        {consentTools.map((tool) => {
          const inputId = `consent-tool-${tool.id}`;
          return (
            <li key={tool.id} className="consent-modal__tool">
              <label htmlFor={inputId} className="consent-modal__label">
                <span className="consent-modal__name">{tool.name}</span>
                <span className="consent-modal__description">{t(`consent.tools.${tool.id}`)}</span>
              </label>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className="consent-modal__switch"
                checked={choice[tool.id] === true}
                onChange={(event) => setChoice((current) => ({ ...current, [tool.id]: event.target.checked }))}
              />
            </li>
          );
        })}
      </ul>
      <p className="consent-modal__hint">{t('consent.hint')}</p>
    </Modal>
  );
}
