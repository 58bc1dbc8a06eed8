import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import Editor from './exposes/Editor';

// Standalone mount for `pnpm --filter mf-editor dev`: this remote's exposes without the shell.
initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>
          <Editor />
        </BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}
