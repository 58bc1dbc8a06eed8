import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Menus } from '@club/shared';
import { namespace } from '../../../locales';
import { MainNavigation } from './MainNavigation';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';
import './Header.css';

interface Props {
  menus: Menus;
  socialLinks: string[];
  logo: string;
  clubName: string;
}

/** Sticky header: top bar, logo and main navigation; the hamburger replaces them when collapsed. */
export function Header({ menus, socialLinks, logo, clubName }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <header className="site-header">
      <TopBar topMenu={menus.topMenu} socialLinks={socialLinks} />
      <div className="site-header__bar">
        <Link to="/" className="site-header__brand" aria-label={`${clubName} – ${t('nav.home')}`}>
          <img src={logo} alt="" className="site-header__logo" width={52} height={52} />
          <span className="site-header__name">{clubName}</span>
        </Link>
        <MainNavigation menu={menus.headerMenu} />
        <MobileMenu headerMenu={menus.headerMenu} topMenu={menus.topMenu} />
      </div>
    </header>
  );
}
