import { Suspense, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { contentAtom, pageFlagsAtom } from '@club/shared';
import { lazyPart } from '../../../components/lazy-block';
import { PictureSizesProvider } from '../../../components/Picture';
import { BlockList } from '../../blocks';
import { buildRoutes, buildSectionRoutes, findInMenus, useMenus } from '../../menus';
import { needsPageHeading } from '../lib/page-heading';
import { leadPicture, pageDescription } from '../lib/page-summary';
import { resolveKnownRoute } from '../lib/resolve-route';
import { useForgetPageOnLeave, usePage } from '../model/use-page';
import { usePageTitle } from '../model/use-page-title';
import { PageSkeleton } from './PageSkeleton';
import './ContentPageView.css';

// Pages most visits never show: their code (and the not-found picture) loads when one is.
const NotFound = lazyPart(() => import('./NotFound'), 'NotFound');
const SectionOverview = lazyPart(() => import('./SectionOverview'), 'SectionOverview');
const NearMiss = lazyPart(() => import('./NearMiss'), 'NearMiss');

function Page({ contentId, isHomePage }: { contentId: string; isHomePage: boolean }) {
  const { page, isFailed } = usePage(contentId, isHomePage);
  const { published, draft } = useAtomValue(contentAtom);
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  const summary = useMemo(() => {
    if (!page) return {};
    const picture = leadPicture(page.templates);
    const isPictureResponsive = Boolean(picture && page.media?.[picture]);
    return { description: pageDescription(page.templates), picture, isPictureResponsive };
  }, [page]);
  usePageTitle(page?.name ?? null, summary);

  if (isFailed) return <NotFound reason="failed" />;
  if (!page) return <PageSkeleton />;
  // The editor edits the draft copy; show it live while edit mode is on.
  const shown = (isEditModeOn ? draft.page : published.page) ?? page;
  const { templates, media } = shown.id === page.id ? shown : page;
  return (
    <PictureSizesProvider sizes={media}>
      {needsPageHeading(templates) && <h1 className="visually-hidden">{page.name}</h1>}
      <BlockList templates={templates} />
    </PictureSizesProvider>
  );
}

/** '/', every menu route, closest-match redirects and not-found (content-management.md §2). */
export function ContentPageView() {
  const { menus, isLoaded } = useMenus();
  useForgetPageOnLeave();
  const { pathname } = useLocation();
  const routes = useMemo(() => buildRoutes(menus), [menus]);
  const sections = useMemo(() => buildSectionRoutes(menus), [menus]);
  const resolution = isLoaded ? resolveKnownRoute(pathname, routes, menus.homeMenu?.contentId ?? null, sections) : null;
  const section =
    resolution?.kind === 'section'
      ? findInMenus([menus.headerMenu, menus.topMenu, menus.footerMenu, menus.pageMenu], resolution.menuId)
      : null;

  return (
    <main id="main-content" className="content-page" tabIndex={-1}>
      <Suspense fallback={<PageSkeleton />}>
        {!resolution && <PageSkeleton />}
        {resolution?.kind === 'content' && (
          <Page key={resolution.contentId} contentId={resolution.contentId} isHomePage={resolution.isHomePage} />
        )}
        {resolution?.kind === 'section' && (section ? <SectionOverview item={section} /> : <NotFound />)}
        {resolution?.kind === 'unmatched' && <NearMiss path={resolution.path} routes={routes} sections={sections} />}
      </Suspense>
    </main>
  );
}
