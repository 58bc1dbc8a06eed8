import type { ReactNode } from 'react';
// StaticRouter through react-router-dom: the shared singleton (react-router itself is not shared).
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import { ApiDataProvider, ClubProviders, RemoteComponent, type RemoteModuleId } from '@club/shared';
import { EditorSlot } from './EditorSlot';
import { LayoutSlot } from './LayoutSlot';
import { LoadingOverlay } from './LoadingOverlay';

const page = (id: RemoteModuleId) => <RemoteComponent id={id} />;

interface Props {
  /** Only on the server: the requested path and query (the browser uses its own location). */
  location?: string;
  /** Data the server rendered with, by data-loader key (the page's hydration data). */
  data?: Record<string, unknown>;
}

function Router({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** The shell owns the router; remotes' route components mount inside it. */
export function App({ location, data = {} }: Props) {
  return (
    <ClubProviders>
      <ApiDataProvider value={{ fallback: data }}>
        <Router location={location}>
          <Routes>
            <Route element={<LayoutSlot />}>
              <Route path="/training/*" element={page('mf-training/TrainingPage')} />
              <Route path="/members/*" element={page('mf-members/MembersPage')} />
              <Route path="/applications" element={page('mf-members/ApplicationsPage')} />
              <Route path="/my-data" element={page('mf-members/DataRightsPage')} />
              <Route path="/news/*" element={page('mf-content/NewsRoutes')} />
              <Route path="/events/*" element={page('mf-content/EventsRoutes')} />
              {/* '/', every menu path, closest-match redirects and not-found: mf-content decides. */}
              <Route path="*" element={page('mf-content/ContentPage')} />
            </Route>
          </Routes>
          <EditorSlot />
          <LoadingOverlay />
        </Router>
      </ApiDataProvider>
    </ClubProviders>
  );
}
