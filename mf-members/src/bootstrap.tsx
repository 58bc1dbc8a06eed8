import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import MembersPage from './exposes/MembersPage';
import PersonalInfoBlock from './exposes/PersonalInfoBlock';

// Standalone mount for `pnpm --filter mf-members dev`: this remote's exposes without the shell.
initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>
          <MembersPage />
          <PersonalInfoBlock />
        </BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}
