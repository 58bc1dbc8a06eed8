import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { editorSlotAtom, pageFlagsAtom, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { resetConsent } from '../../consent';
import type { FooterColumn, FooterContent } from '../lib/footer-content';
import { MenuLink } from './MenuLink';
import { SocialMediaRow } from './SocialMediaRow';
import './Footer.css';

interface Props {
  footer: FooterContent;
  footerMenu: MenuItem | null;
  socialLinks: string[];
  logo: string;
  clubName: string;
}

/** Footer menu entries that have a page, at any depth ('Information' itself has none, 'News' has). */
function withContent(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [...(item.contentId ? [item] : []), ...withContent(item.children ?? [])]);
}

function Column({ column, isMenuPath = false }: { column: FooterColumn; isMenuPath?: boolean }) {
  return (
    <section className="site-footer__column">
      <h2 className="site-footer__title">{column.title}</h2>
      <ul>
        {column.links.map((link) => (
          <li key={`${link.name}${link.href}`}>
            <MenuLink to={link.href} isMenuPath={isMenuPath} className="site-footer__link">
              {link.name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Logo and company name, three link columns, social icons and the reset-consent link. */
export function Footer({ footer, footerMenu, socialLinks, logo, clubName }: Props) {
  const { t } = useTranslation(namespace);
  const slot = useAtomValue(editorSlotAtom);
  const SocialFrame = useAtomValue(pageFlagsAtom).isEditModeOn ? slot?.ChromeFrame : undefined;
  const social = <SocialMediaRow links={socialLinks} className="site-footer__social" />;
  const [first, third] = footer.columns;
  const menuColumn: FooterColumn = {
    title: t('footer.service'),
    links: withContent(footerMenu?.children ?? []).map((item) => ({ name: item.name, href: item.path })),
  };
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img
            className="site-footer__logo"
            src={logo}
            alt={t('footer.logo', { name: clubName })}
            width={72}
            height={72}
            loading="lazy"
          />
          <p className="site-footer__company">{clubName}</p>
          {SocialFrame ? <SocialFrame part="socialMedia">{social}</SocialFrame> : social}
        </div>
        {first && <Column column={first} />}
        {menuColumn.links.length > 0 && <Column column={menuColumn} isMenuPath />}
        {third && <Column column={third} />}
      </div>
      <div className="site-footer__bottom">
        <p>
          © {new Date().getFullYear()} {clubName} · {t('footer.rights')}
        </p>
        <button type="button" className="site-footer__consent" onClick={resetConsent}>
          {t('footer.resetConsent')}
        </button>
      </div>
    </footer>
  );
}
