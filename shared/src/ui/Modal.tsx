import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './ui.css';

const focusableSelector =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export interface ModalProps {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the body, right-aligned. */
  footer?: ReactNode;
  /** Extra class on the dialog box (size variants live with the caller). */
  className?: string;
  /** Hide the X button when the caller forces a choice (e.g. a first-visit consent). */
  hasCloseButton?: boolean;
  /** Escape and backdrop clicks close unless false. */
  isDismissable?: boolean;
  /**
   * Rendered where it stands instead of in a portal on <body>: a dialog that is open in the
   * server's HTML (the first visit's consent) must be in the markup React hydrates.
   */
  isInPlace?: boolean;
}

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/** Accessible dialog: labelled by its title, focus moved in, trapped and restored, Escape closes. */
export function Modal({
  isOpen,
  title,
  onClose,
  children,
  footer,
  className,
  hasCloseButton = true,
  isDismissable = true,
  isInPlace = false,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isOpen) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialogRef.current) return;
      if (event.key === 'Escape' && isDismissable) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(dialogRef.current);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, [isOpen, isDismissable]);

  if (!isOpen) return null;
  const dialog = (
    <div
      className="club-modal__backdrop"
      onMouseDown={(event) => {
        if (isDismissable && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={['club-modal', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="club-modal__header">
          <h2 id={titleId} className="club-modal__title">
            {title}
          </h2>
          {hasCloseButton ? (
            <button type="button" className="club-modal__close" aria-label={t('modal.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="club-modal__body">{children}</div>
        {footer ? <div className="club-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
  return isInPlace ? dialog : createPortal(dialog, document.body);
}
