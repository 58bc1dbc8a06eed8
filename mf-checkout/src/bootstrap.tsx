import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import CourseBlock from './exposes/CourseBlock';
import MembershipWizard from './exposes/MembershipWizard';

// Standalone mount for `pnpm --filter mf-checkout dev`: this remote's exposes without the shell.
initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>
          <CourseBlock />
          <MembershipWizard />
        </BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}
