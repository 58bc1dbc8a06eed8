import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageRoute, SectionRoute } from '../../menus';
import { resolveNearMiss } from '../lib/resolve-near-miss';
import { NotFound } from './NotFound';
import { PageSkeleton } from './PageSkeleton';

// A path no page has (ContentPageView loads this only then): the closest route by text
// distance, after the spec's delay, or the not-found page. Its distance measure stays out of
// every other page's download.

function Redirect({ to, delayMs }: { to: string; delayMs: number }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, to, delayMs]);
  return <PageSkeleton />;
}

interface Props {
  path: string;
  routes: readonly PageRoute[];
  sections: readonly SectionRoute[];
}

export function NearMiss({ path, routes, sections }: Props) {
  const resolution = resolveNearMiss(path, routes, sections);
  return resolution.kind === 'redirect' ? <Redirect to={resolution.to} delayMs={resolution.delayMs} /> : <NotFound />;
}
