import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isLoggedInAtom, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { MenuLink } from './MenuLink';
import { CategoryIcon, Glyph } from './NavIcons';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';
import { LoginLink } from './TopBar';
import './MobileMenu.css';

interface Props {
  headerMenu: MenuItem | null;
  topMenu: MenuItem | null;
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

/** Hamburger button and full-height drawer with accordion levels; Escape closes, Tab stays inside. */
export function MobileMenu({ headerMenu, topMenu }: Props) {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const drawerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    drawerRef.current?.querySelector<HTMLElement>(focusable)?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isOpen]);

  const close = () => {
    setOpenAt(null);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
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
    <div className="mobile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__hamburger"
        aria-expanded={isOpen}
        aria-label={t('nav.openMenu')}
        onClick={() => setOpenAt(pathname)}
      >
        <Glyph name="menu" size={26} />
      </button>
      {isOpen && (
        <>
          <div className="mobile-menu__backdrop" onClick={close} aria-hidden="true" />
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
              <button type="button" className="mobile-menu__close" aria-label={t('nav.closeMenu')} onClick={close}>
                <Glyph name="close" size={24} />
              </button>
            </div>
            <LanguageSwitch className="mobile-menu__language" />
            <nav aria-label={t('nav.main')}>
              <ul className="mobile-menu__list">
                {(headerMenu?.children ?? []).map((item) => (
                  <AccordionItem key={item.id} item={item} level={1} onNavigate={() => setOpenAt(null)} />
                ))}
              </ul>
            </nav>
            <nav aria-label={t('topBar.label')}>
              <ul className="mobile-menu__list mobile-menu__list--top">
                {(topMenu?.children ?? []).map((item) => (
                  <AccordionItem key={item.id} item={item} level={1} onNavigate={() => setOpenAt(null)} />
                ))}
              </ul>
            </nav>
          </div>
        </>
      )}
    </div>
  );
}
