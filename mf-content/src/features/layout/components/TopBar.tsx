import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, loginStartParameter, type MenuItem } from '@club/shared';
import { useLocation } from 'react-router-dom';
import { lazyPart } from '../../../components/lazy-block';
import { namespace } from '../../../locales';
import { MenuLink } from './MenuLink';
import { LanguageSwitch } from './LanguageSwitch';
import { SocialMediaRow } from './SocialMediaRow';
import './TopBar.css';

// The avatar's menu is for members only: a visitor's page never downloads it.
const ProfileMenu = lazyPart(() => import('./ProfileMenu'), 'ProfileMenu');

interface Props {
  topMenu: MenuItem | null;
  socialLinks: string[];
  variant?: 'desktop' | 'mobile';
}

/**
 * The LOGIN link for visitors (kept a link: it leaves the site for the login address). The login
 * needs this tab's PKCE challenge, made by the click handler; a click before the page is hydrated
 * follows the href instead, back to this page with ?login=start, and the shell starts it then.
 */
export function LoginLink({ className = 'top-bar__login' }: { className?: string }) {
  const { t } = useTranslation(namespace);
  const { pathname } = useLocation();
  return (
    <a
      href={`${pathname}?${loginStartParameter}=start`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void goToLogin();
      }}
    >
      {t('topBar.login')}
    </a>
  );
}

/** Top bar: top menu links, social icons and LOGIN or the avatar with the profile menu. */
export function TopBar({ topMenu, socialLinks, variant = 'desktop' }: Props) {
  const { t } = useTranslation(namespace);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className={`top-bar top-bar--${variant}`}>
      <div className="top-bar__inner">
        <SocialMediaRow links={socialLinks} className="top-bar__social" />
        <nav className="top-bar__nav" aria-label={t('topBar.label')}>
          <ul>
            {(topMenu?.children ?? []).map((item) => (
              <li key={item.id}>
                <MenuLink to={item.path} isMenuPath className="top-bar__link">
                  {item.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
        {isLoggedIn ? (
          <Suspense fallback={null}>
            <ProfileMenu variant={variant} />
          </Suspense>
        ) : (
          <LoginLink />
        )}
      </div>
    </div>
  );
}
