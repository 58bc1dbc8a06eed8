import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pendingRequestsAtom } from '@club/shared';

/** Full-screen dark overlay while tracked requests are pending. */
export function LoadingOverlay() {
  const pending = useAtomValue(pendingRequestsAtom);
  const { t } = useTranslation('common');
  if (pending === 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
