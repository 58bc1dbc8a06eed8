import type { ReactNode } from 'react';
import '../locales';
import { useChromeContent } from '../features/content-page';
import { ConsentHost } from '../features/consent';
import { SiteLayout } from '../features/layout';
import { useMenus } from '../features/menus';

/** mf-content/Layout: the site chrome (menus, top bar, footer) around the shell's routed page. */
export default function Layout({ children }: { children?: ReactNode }) {
  useMenus();
  useChromeContent();
  return (
    <>
      <SiteLayout>{children}</SiteLayout>
      <ConsentHost />
    </>
  );
}
