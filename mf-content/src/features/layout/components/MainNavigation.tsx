import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { isInSection } from '../lib/active-section';
import { MenuLink } from './MenuLink';
import { Glyph } from './NavIcons';
import { NavPanel } from './NavPanel';
import './MainNavigation.css';

/** Desktop main navigation: level-1 items, each with children opening a three-level dropdown. */
export function MainNavigation({ menu }: { menu: MenuItem | null }) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  // Remembers where it was opened, so any navigation closes it without an effect.
  const [open, setOpen] = useState<{ id: string; pathname: string } | null>(null);
  const openId = open?.pathname === pathname ? open.id : null;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const close = (returnFocusTo?: string) => {
    setOpen(null);
    if (returnFocusTo) buttons.current.get(returnFocusTo)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId) {
      event.stopPropagation();
      close(openId);
    }
  };

  if (!menu || menu.children.length === 0) return null;
  return (
    <nav ref={navRef} className="main-nav" aria-label={t('nav.main')} onKeyDown={onKeyDown}>
      <ul className="main-nav__list">
        {menu.children.map((item) => {
          const isCurrent = isInSection(pathname, item.path);
          if (item.children.length === 0) {
            return (
              <li key={item.id} className="main-nav__item">
                <MenuLink to={item.path} isMenuPath className={`main-nav__link${isCurrent ? ' active' : ''}`}>
                  {item.name}
                  {/^[a-z]+:\/\//i.test(item.path) && <Glyph name="external" size={14} />}
                </MenuLink>
              </li>
            );
          }
          const isOpen = openId === item.id;
          const panelId = `nav-panel-${item.id}`;
          return (
            <li key={item.id} className={`main-nav__item${isOpen ? ' main-nav__item--open' : ''}`}>
              <button
                type="button"
                className={`main-nav__link main-nav__toggle${isCurrent ? ' active' : ''}`}
                aria-expanded={isOpen}
                // The section of the page shown (a button cannot be the current page itself).
                aria-current={isCurrent ? 'true' : undefined}
                aria-controls={isOpen ? panelId : undefined}
                ref={(element) => {
                  if (element) buttons.current.set(item.id, element);
                  else buttons.current.delete(item.id);
                }}
                onClick={() => setOpen(isOpen ? null : { id: item.id, pathname })}
              >
                {item.name}
                <Glyph name="chevron" size={16} />
              </button>
              {isOpen && <NavPanel id={panelId} item={item} onNavigate={() => close()} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
