import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrapSession, clubStore, configureApi, initI18n, siteConfigAtom } from '@club/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { fetchRemotes, fetchSiteConfig } from './federation/site-config';
import { registerSiteRemotes } from './federation/remotes';

async function start(root: HTMLElement) {
  initI18n();
  const reactRoot = createRoot(root);
  try {
    const [config, remotes] = await Promise.all([fetchSiteConfig(), fetchRemotes()]);
    clubStore.set(siteConfigAtom, config);
    configureApi({ baseURL: config.apiBaseUrl });
    registerSiteRemotes(remotes);
    await bootstrapSession(config.defaultOrganization);
  } catch (error) {
    console.error('The site could not start', error);
    reactRoot.render(<StartupError />);
    return;
  }
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
