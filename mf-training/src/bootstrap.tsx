import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { bootstrapSession, ClubProviders, initI18n } from '@club/shared';
import TrainingPage from './exposes/TrainingPage';
import TrainingScheduleBlock from './exposes/TrainingScheduleBlock';

// Standalone mount for `pnpm --filter mf-training dev`: this remote's exposes without the shell.
// It talks to the API the dev server proxies (API_URL, default http://localhost:8080: `pnpm serve`).
async function mount(root: HTMLElement) {
  initI18n();
  try {
    await bootstrapSession('demo');
  } catch (error) {
    console.error('No API reachable: the components render without an organization', error);
  }
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>
          <TrainingPage />
          <TrainingScheduleBlock />
        </BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void mount(root);
