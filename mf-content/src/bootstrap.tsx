import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@club/shared';
import Layout from './exposes/Layout';
import ContentPage from './exposes/ContentPage';
import NewsRoutes from './exposes/NewsRoutes';
import EventsRoutes from './exposes/EventsRoutes';

// Standalone mount for `pnpm --filter mf-content dev`: this remote's exposes without the shell.
void mountStandalone(
  <>
    {/* The same arrangement the shell uses, so the remote can be tried alone. */}
    <Layout>
      <Routes>
        <Route path="/news/*" element={<NewsRoutes />} />
        <Route path="/events/*" element={<EventsRoutes />} />
        <Route path="*" element={<ContentPage />} />
      </Routes>
    </Layout>
  </>,
);
