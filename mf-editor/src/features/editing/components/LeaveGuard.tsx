import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { changedParts } from '../model/save';

/**
 * §4: leaving with unsaved changes to the draft page, footer or social media is blocked: the
 * browser's prompt when the tab closes or reloads, and this dialog for links inside the site.
 * (The shell's BrowserRouter has no data-router blocker, so internal link clicks are caught.)
 */
export function LeaveGuard() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (changedParts().length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as HTMLElement | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
      if (changedParts().length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(anchor.pathname + anchor.search + anchor.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return (
    <Modal
      isOpen={target !== null}
      onClose={() => setTarget(null)}
      title={t('leave.title')}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={() => setTarget(null)}>
            {t('leave.cancel')}
          </button>
          <button
            type="button"
            className="club-button"
            onClick={() => {
              const to = target;
              setTarget(null);
              if (to) navigate(to);
            }}
          >
            {t('leave.continue')}
          </button>
        </>
      }
    >
      <p>{t('leave.text')}</p>
    </Modal>
  );
}
