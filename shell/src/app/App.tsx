import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ClubProviders, RemoteComponent, type RemoteModuleId } from '@club/shared';
import { EditorSlot } from './EditorSlot';
import { LayoutSlot } from './LayoutSlot';
import { LoadingOverlay } from './LoadingOverlay';

const page = (id: RemoteModuleId) => <RemoteComponent id={id} />;

/** The shell owns the router; remotes' route components mount inside it. */
export function App() {
  return (
    <ClubProviders>
      <BrowserRouter>
        <Routes>
          <Route element={<LayoutSlot />}>
            <Route path="/training/*" element={page('mf-training/TrainingPage')} />
            <Route path="/members/*" element={page('mf-members/MembersPage')} />
            <Route path="/applications" element={page('mf-members/ApplicationsPage')} />
            <Route path="/my-data" element={page('mf-members/DataRightsPage')} />
            <Route path="/news/*" element={page('mf-content/NewsRoutes')} />
            {/* '/', every menu path, closest-match redirects and not-found: mf-content decides. */}
            <Route path="*" element={page('mf-content/ContentPage')} />
          </Route>
        </Routes>
        <EditorSlot />
        <LoadingOverlay />
      </BrowserRouter>
    </ClubProviders>
  );
}
