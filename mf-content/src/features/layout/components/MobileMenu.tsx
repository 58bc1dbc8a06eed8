import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@club/shared';
import { lazyPart } from '../../../components/lazy-block';
import { namespace } from '../../../locales';
import { Glyph } from './NavIcons';
import './MobileMenu.css';

interface Props {
  headerMenu: MenuItem | null;
  topMenu: MenuItem | null;
}

// The drawer's code is not part of the page: where the hamburger shows (phones, tablets) it is
// fetched once the browser is idle after the page loaded, so the first tap opens it at once
// even on a slow network; a wide screen, where the hamburger is hidden, never downloads it. A
// touch or focus before that fetches it too, at the latest the click itself.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazyPart(loadDrawer, 'MobileMenuDrawer');
const prefetchDrawer = () => void loadDrawer();

/** Hamburger button; the drawer (MobileMenuDrawer) opens on it, closes on a navigation. */
export function MobileMenu({ headerMenu, topMenu }: Props) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = buttonRef.current;
    if (!button || button.getClientRects().length === 0) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetchDrawer, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(prefetchDrawer, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);

  const close = () => {
    setOpenAt(null);
    buttonRef.current?.focus();
  };

  return (
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__hamburger"
        aria-expanded={isOpen}
        aria-label={t('nav.openMenu')}
        onPointerDown={prefetchDrawer}
        onFocus={prefetchDrawer}
        onClick={() => setOpenAt(pathname)}
      >
        <Glyph name="menu" size={26} />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            headerMenu={headerMenu}
            topMenu={topMenu}
            onClose={close}
            onNavigate={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
