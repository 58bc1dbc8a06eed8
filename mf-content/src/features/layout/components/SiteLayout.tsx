import { type ReactNode, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, editorSlotAtom, menusAtom, organizationAtom, pageFlagsAtom } from '@club/shared';
import defaultLogo from '../../../assets/logo.svg';
import { namespace } from '../../../locales';
import { footerContentOf, socialLinksOf } from '../lib/footer-content';
import { visibleMenus } from '../lib/visible-menus';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { Footer } from './Footer';
import { Header } from './Header';
import { SubPageMenu } from './SubPageMenu';
import './SiteLayout.css';

/** The site chrome around the routed page: skip link, header, sub-page menu, page, footer. */
export function SiteLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(namespace);
  const allMenus = useAtomValue(menusAtom);
  const { published, draft } = useAtomValue(contentAtom);
  // In edit mode the footer and social media show the editor's draft, framed by its controls.
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  // Editors see empty sections (to remove them); visitors never get an empty column.
  const menus = useMemo(() => (isEditModeOn ? allMenus : visibleMenus(allMenus)), [allMenus, isEditModeOn]);
  const slot = useAtomValue(editorSlotAtom);
  const ChromeFrame = isEditModeOn ? slot?.ChromeFrame : undefined;
  const shown = isEditModeOn ? draft : published;
  const organization = useAtomValue(organizationAtom);
  const isMobile = useIsMobile();
  const footer = footerContentOf(shown.footer);
  const socialLinks = socialLinksOf(shown.socialMedia);
  const links = socialLinks.length > 0 ? socialLinks : (menus.socialMediaMenu?.children ?? []).map((item) => item.path);
  const logo = footer.picture || defaultLogo;
  const clubName = footer.companyName || organization?.companyName || organization?.name || '';

  return (
    <div className={`site${isMobile ? ' site--mobile' : ''}`}>
      <a className="site__skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <Header menus={menus} socialLinks={links} logo={logo} clubName={clubName} />
      <SubPageMenu />
      <div className="site__page">{children}</div>
      {ChromeFrame ? (
        <ChromeFrame part="footer">
          <Footer footer={footer} footerMenu={menus.footerMenu} socialLinks={links} logo={logo} clubName={clubName} />
        </ChromeFrame>
      ) : (
        <Footer footer={footer} footerMenu={menus.footerMenu} socialLinks={links} logo={logo} clubName={clubName} />
      )}
    </div>
  );
}
