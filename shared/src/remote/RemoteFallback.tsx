import { useTranslation } from 'react-i18next';

export function RemoteFallback({ remoteId, onRetry }: { remoteId: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="remote-fallback" role="alert" data-remote={remoteId}>
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t('remote.unavailableText')}</p>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('remote.retry')}
        </button>
      )}
    </section>
  );
}
