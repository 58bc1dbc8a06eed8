import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import TrainingPage from './exposes/TrainingPage';
import TrainingScheduleBlock from './exposes/TrainingScheduleBlock';

// Standalone mount for `pnpm --filter mf-training dev`: this remote's exposes without the shell.
initI18n();
const root = document.getElementById('root');
if (root) {
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
