import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { contentAtom, Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { createBackGuard, isSentinel, type BackGuard } from '../lib/back-guard';
import { changedParts } from '../model/save';

/** Where the user wanted to go: a link inside the site, or back in the browser's history. */
type Leaving = { kind: 'link'; to: string } | { kind: 'back' };

/**
 * §4: leaving with unsaved changes to the draft page, footer or social media is blocked: the
 * browser's prompt when the tab closes or reloads, and this dialog for links inside the site and
 * for the browser's back button. (The shell's BrowserRouter has no data-router blocker, so link
 * clicks are caught in the capture phase and back is caught with a sentinel history entry.)
 */
export function LeaveGuard() {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const guard = useRef<BackGuard | null>(null);
  const copies = useAtomValue(contentAtom);

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
      setLeaving({ kind: 'link', to: anchor.pathname + anchor.search + anchor.hash });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    guard.current = createBackGuard(window, () => setLeaving({ kind: 'back' }));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      guard.current?.disarm();
      guard.current?.dispose();
      guard.current = null;
    };
  }, []);

  // The sentinel entry exists exactly while something is unsaved.
  useEffect(() => {
    if (changedParts().length > 0) guard.current?.arm();
    else guard.current?.disarm();
  }, [copies]);

  const proceed = () => {
    const target = leaving;
    setLeaving(null);
    if (target?.kind === 'back') guard.current?.leave();
    // A link replaces the sentinel, so "back" from the next page returns to this one directly.
    else if (target) navigate(target.to, { replace: isSentinel(window.history.state) });
  };

  return (
    <Modal
      isOpen={leaving !== null}
      onClose={() => setLeaving(null)}
      title={t('leave.title')}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={() => setLeaving(null)}>
            {t('leave.cancel')}
          </button>
          <button type="button" className="club-button" onClick={proceed}>
            {t('leave.continue')}
          </button>
        </>
      }
    >
      <p>{t('leave.text')}</p>
    </Modal>
  );
}
