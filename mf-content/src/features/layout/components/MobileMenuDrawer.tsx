import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { MenuLink } from './MenuLink';
import { CategoryIcon, Glyph } from './NavIcons';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';
import { LoginLink } from './TopBar';

// The drawer of the phone menu, in its own chunk: it is loaded when the hamburger is touched or
// focused (MobileMenu.tsx), so a visitor who never opens the menu never downloads it.

export interface MobileMenuDrawerProps {
  headerMenu: MenuItem | null;
  topMenu: MenuItem | null;
  /** Escape, the close button or the backdrop: the drawer closes and focus returns to the hamburger. */
  onClose: () => void;
  /** A link in the drawer was followed. */
  onNavigate: () => void;
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function AccordionItem({ item, level, onNavigate }: { item: MenuItem; level: number; onNavigate: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  if (item.children.length === 0) {
    return (
      <li className={`mobile-menu__item mobile-menu__item--level-${level}`}>
        <MenuLink to={item.path} isMenuPath className="mobile-menu__link" onNavigate={onNavigate}>
          {item.name}
        </MenuLink>
      </li>
    );
  }
  return (
    <li className={`mobile-menu__item mobile-menu__item--level-${level}`}>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((value) => !value)}
      >
        {level === 2 && <CategoryIcon name={item.icon?.name} />}
        <span>{item.name}</span>
        <Glyph name="chevron" size={18} />
      </button>
      {isOpen && (
        <ul className="mobile-menu__sublist">
          {item.children.map((child) => (
            <AccordionItem key={child.id} item={child} level={level + 1} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** One menu of the drawer: its first level as accordion items. */
function MenuList(props: { label: string; menu: MenuItem | null; onNavigate: () => void; isTopMenu?: boolean }) {
  const { label, menu, onNavigate, isTopMenu = false } = props;
  return (
    <nav aria-label={label}>
      <ul className={isTopMenu ? 'mobile-menu__list mobile-menu__list--top' : 'mobile-menu__list'}>
        {(menu?.children ?? []).map((item) => (
          <AccordionItem key={item.id} item={item} level={1} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}

/** Full-height drawer with accordion levels; Escape closes, Tab stays inside. */
export function MobileMenuDrawer({ headerMenu, topMenu, onClose, onNavigate }: MobileMenuDrawerProps) {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const drawerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    drawerRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const items = [...drawerRef.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <div className="mobile-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={drawerRef}
        className="mobile-menu__drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobile')}
        onKeyDown={onKeyDown}
      >
        <div className="mobile-menu__head">
          {isLoggedIn ? <ProfileMenu variant="mobile" /> : <LoginLink className="mobile-menu__login" />}
          <button type="button" className="mobile-menu__close" aria-label={t('nav.closeMenu')} onClick={onClose}>
            <Glyph name="close" size={24} />
          </button>
        </div>
        <LanguageSwitch className="mobile-menu__language" />
        <MenuList label={t('nav.main')} menu={headerMenu} onNavigate={onNavigate} />
        <MenuList label={t('topBar.label')} menu={topMenu} onNavigate={onNavigate} isTopMenu />
      </div>
    </>
  );
}
