import { ClubProviders } from '@club/shared';
import { useTranslation } from 'react-i18next';
import '../locales';
import './shell.css';

function Message() {
  const { t } = useTranslation('shell');
  return (
    <main className="startup-error" role="alert">
      <h1>{t('startupError.title')}</h1>
      <p>{t('startupError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('startupError.reload')}
      </button>
    </main>
  );
}

/** Shown when the organization, the session or remotes.json cannot be reached at all. */
export function StartupError() {
  return (
    <ClubProviders>
      <Message />
    </ClubProviders>
  );
}
