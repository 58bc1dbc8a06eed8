import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, localesLoaded } from '../i18n/instance';
import { bootstrapSession } from '../lib/session-bootstrap';
import { ClubProviders } from './ClubProviders';

/**
 * Mounts a remote's exposed components without the shell (`pnpm --filter mf-x dev`): the same
 * language rule, organization and visitor session, providers and router the shell gives them.
 * The dev server proxies /api to API_URL (default http://localhost:8080, i.e. `pnpm serve`).
 */
export async function mountStandalone(content: ReactNode, defaultOrganization = 'demo'): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  initI18n();
  try {
    await bootstrapSession(defaultOrganization);
  } catch (error) {
    console.error('No API reachable: the components render without an organization', error);
  }
  await localesLoaded();
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>{content}</BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}
