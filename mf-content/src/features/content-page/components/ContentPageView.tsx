import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { contentAtom, organizationAtom, pageFlagsAtom } from '@club/shared';
import { BlockList } from '../../blocks';
import { buildRoutes, useMenus } from '../../menus';
import { resolveRoute } from '../lib/resolve-route';
import { useForgetPageOnLeave, usePage } from '../model/use-page';
import { NotFound } from './NotFound';
import { PageSkeleton } from './PageSkeleton';
import './ContentPageView.css';

function Redirect({ to, delayMs }: { to: string; delayMs: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return <PageSkeleton />;
}

function Page({ contentId, isHomePage }: { contentId: string; isHomePage: boolean }) {
  const { page, isFailed } = usePage(contentId, isHomePage);
  const { published, draft } = useAtomValue(contentAtom);
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  const organization = useAtomValue(organizationAtom);
  const clubName = organization?.companyName || organization?.name || '';

  useEffect(() => {
    if (page) document.title = clubName ? `${page.name} | ${clubName}` : page.name;
  }, [page, clubName]);

  if (isFailed) return <NotFound reason="failed" />;
  if (!page) return <PageSkeleton />;
  // The editor edits the draft copy; show it live while edit mode is on.
  const shown = (isEditModeOn ? draft.page : published.page) ?? page;
  return <BlockList templates={(shown.id === page.id ? shown : page).templates} />;
}

/** '/', every menu route, closest-match redirects and not-found (content-management.md §2). */
export function ContentPageView() {
  const { menus, isLoaded } = useMenus();
  useForgetPageOnLeave();
  const { pathname } = useLocation();
  const routes = useMemo(() => buildRoutes(menus), [menus]);
  const resolution = isLoaded ? resolveRoute(pathname, routes, menus.homeMenu?.contentId ?? null) : null;

  return (
    <main id="main-content" className="content-page" tabIndex={-1}>
      {!resolution && <PageSkeleton />}
      {resolution?.kind === 'content' && (
        <Page key={resolution.contentId} contentId={resolution.contentId} isHomePage={resolution.isHomePage} />
      )}
      {resolution?.kind === 'redirect' && <Redirect to={resolution.to} delayMs={resolution.delayMs} />}
      {resolution?.kind === 'notFound' && <NotFound />}
    </main>
  );
}
