import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export type InfoModalVariant = 'success' | 'fail' | 'other';

export interface InfoModalProps {
  isOpen: boolean;
  variant: InfoModalVariant;
  onClose: () => void;
  /** Overrides the variant's default title. */
  title?: ReactNode;
  /** Overrides the variant's default text ('other' has none). */
  message?: ReactNode;
  /** Extra actions (e.g. a retry button) shown before the close button. */
  actions?: ReactNode;
}

const titleKeys = {
  success: 'infoModal.successTitle',
  fail: 'infoModal.failTitle',
  other: 'infoModal.defaultTitle',
} as const;
const textKeys = { success: 'infoModal.successText', fail: 'infoModal.failText' } as const;

/** The spec's info modal: success 'Well done', fail 'Oooops', other 'For your information'. */
export function InfoModal({ isOpen, variant, onClose, title, message, actions }: InfoModalProps) {
  const { t } = useTranslation('common');
  const text = message ?? (variant === 'other' ? null : t(textKeys[variant]));
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title ?? t(titleKeys[variant])}
      className={`club-info-modal club-info-modal--${variant}`}
      footer={
        <>
          {actions}
          <button type="button" className="club-button" onClick={onClose}>
            {t('infoModal.close')}
          </button>
        </>
      }
    >
      <div className="club-info-modal__icon" aria-hidden="true">
        {variant === 'success' ? '✓' : variant === 'fail' ? '!' : 'i'}
      </div>
      {text ? <p className="club-info-modal__text">{text}</p> : null}
    </Modal>
  );
}
