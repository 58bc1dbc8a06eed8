import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { goToLogin, isLoggedInAtom, loginAddress, pageLocation, siteConfigAtom, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { MenuLink } from './MenuLink';
import { LanguageSwitch } from './LanguageSwitch';
import { ProfileMenu } from './ProfileMenu';
import { SocialMediaRow } from './SocialMediaRow';
import './TopBar.css';

interface Props {
  topMenu: MenuItem | null;
  socialLinks: string[];
  variant?: 'desktop' | 'mobile';
}

/** The LOGIN link for visitors (kept a link: it leaves the site for the login address). */
export function LoginLink({ className = 'top-bar__login' }: { className?: string }) {
  const { t } = useTranslation(namespace);
  const siteConfig = useAtomValue(siteConfigAtom);
  return (
    <a
      href={loginAddress(pageLocation(), siteConfig)}
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
        {isLoggedIn ? <ProfileMenu variant={variant} /> : <LoginLink />}
      </div>
    </div>
  );
}
