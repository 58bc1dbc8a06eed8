import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { contentAtom, menusAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { findMenuItem } from '../../menus';
import { MenuItemEditSlot } from './MenuItemEditSlot';
import { MenuLink } from './MenuLink';

/** Tabs to the sibling pages when the current page belongs to a page-menu item with children. */
export function SubPageMenu() {
  const { t } = useTranslation(namespace);
  const page = useAtomValue(contentAtom).published.page;
  const { pageMenu } = useAtomValue(menusAtom);
  const item = findMenuItem(pageMenu, page?.menuId);
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the row scrolls: bring the current page's tab into view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('a.active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - 15;
  }, [pathname, item]);
  if (!item || item === pageMenu || item.children.length === 0) return null;
  const links = item.contentId ? [item, ...item.children] : item.children;
  return (
    <nav className="sub-page-menu" aria-label={t('nav.subPages')}>
      <ul ref={listRef} className="sub-page-menu__list">
        {links.map((link) => (
          <li key={link.id}>
            <MenuLink to={link.path} isMenuPath className="sub-page-menu__link">
              {link.name}
            </MenuLink>
            {/* In edit mode the editor's rename control (nothing for visitors). */}
            <MenuItemEditSlot item={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
