import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ClubProviders, initI18n } from '@club/shared';
import Layout from './exposes/Layout';
import ContentPage from './exposes/ContentPage';
import NewsRoutes from './exposes/NewsRoutes';

// Standalone mount for `pnpm --filter mf-content dev`: this remote's exposes without the shell.
initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ClubProviders>
        <BrowserRouter>
          <Layout />
          <ContentPage />
          <NewsRoutes />
        </BrowserRouter>
      </ClubProviders>
    </StrictMode>,
  );
}
