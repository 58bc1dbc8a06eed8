import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, localesLoaded, sessionAtom } from '@club/shared';
import { Route, Routes } from 'react-router-dom';
import { loadEventOrganiser } from '../features/event-organiser';
import { LedgerPage } from '../features/ledger';
import { MembersArea } from '../features/members-area';
import { MessagesPage } from '../features/messages';
import { ReceiptPage } from '../features/my-courses';
import { RolesPage } from '../features/roles';
import { namespace } from '../locales';

// The organiser's sign-up lists: a chunk of its own, for the few who open them (issue 35).
const EventOrganiserPage = lazy(() =>
  loadEventOrganiser().then(async (module) => {
    await localesLoaded();
    return { default: module.EventOrganiserPage };
  }),
);

/** /members: the members area; a visitor is sent to the login address and comes back here. */
export default function MembersPage() {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const session = useAtomValue(sessionAtom);

  useEffect(() => {
    // goToLogin stores this URL, so the login round trip returns to /members.
    if (!isLoggedIn) goToLogin();
  }, [isLoggedIn]);

  if (!isLoggedIn || !session) {
    return (
      <p className="members-area__redirect" role="status">
        {t('MembersPage.redirecting')}
      </p>
    );
  }
  return (
    <Routes>
      <Route path="receipt/:orderId" element={<ReceiptPage userId={session.id} />} />
      <Route path="roles" element={<RolesPage />} />
      <Route path="ledger" element={<LedgerPage />} />
      <Route path="messages" element={<MessagesPage />} />
      <Route
        path="events"
        element={
          <Suspense fallback={null}>
            <EventOrganiserPage />
          </Suspense>
        }
      />
      <Route path="*" element={<MembersArea userId={session.id} />} />
    </Routes>
  );
}
