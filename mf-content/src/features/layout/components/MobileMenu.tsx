import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { Glyph } from './NavIcons';
import './MobileMenu.css';

interface Props {
  headerMenu: MenuItem | null;
  topMenu: MenuItem | null;
}

// The drawer's code comes when it may be needed: on the first touch or focus of the hamburger
// (a tap's pointerdown comes before its click), at the latest on the click itself.
const loadDrawer = () => import('./MobileMenuDrawer');
const MobileMenuDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileMenuDrawer })));
const prefetchDrawer = () => void loadDrawer();

/** Hamburger button; the drawer (MobileMenuDrawer) opens on it, closes on a navigation. */
export function MobileMenu({ headerMenu, topMenu }: Props) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

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
