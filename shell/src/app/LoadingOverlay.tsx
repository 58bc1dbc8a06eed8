import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingRequestsAtom } from '@club/shared';
import './shell.css';

/** Requests faster than this never darken the screen: no flicker on every navigation. */
export const overlayDelayMs = 300;

/** Full-screen dark overlay while tracked requests are pending. */
export function LoadingOverlay() {
  const pending = useAtomValue(pendingRequestsAtom);
  const { t } = useTranslation('common');
  const isPending = pending > 0;
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setIsShown(true), overlayDelayMs);
    return () => {
      clearTimeout(timer);
      setIsShown(false);
    };
  }, [isPending]);
  if (!isPending || !isShown) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
