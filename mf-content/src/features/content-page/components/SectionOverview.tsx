import { useTranslation } from 'react-i18next';
import { useHydrationMark, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { CategoryIcon, MenuLink } from '../../layout';
import { usePageTitle } from '../model/use-page-title';
import './SectionOverview.css';

/** Pages at any depth below an item (the links a visitor can follow from a sub-section card). */
function pagesBelow(item: MenuItem): MenuItem[] {
  return item.children.flatMap((child) => (child.children.length > 0 ? pagesBelow(child) : [child]));
}

/**
 * The page of a menu section that has children but no content of its own ('/sports'): its
 * sub-sections as cards with their icon and pages, and its direct pages as tiles. Built from the
 * menus only, so it needs no request of its own.
 */
export function SectionOverview({ item }: { item: MenuItem }) {
  const { t } = useTranslation(namespace);
  // Loaded on its own (lazy): the page counts as hydrated once this has too.
  useHydrationMark('page:section');
  usePageTitle(item.name);
  const subSections = item.children.filter((child) => child.children.length > 0);
  const pages = item.children.filter((child) => child.children.length === 0);

  return (
    <div className="section-overview block">
      <h1 className="block__title section-overview__title">{item.name}</h1>
      <p className="section-overview__lead">{t('sectionOverview.lead', { name: item.name })}</p>
      {subSections.length > 0 && (
        <ul className="section-overview__grid" aria-label={t('sectionOverview.subSections')}>
          {subSections.map((section) => (
            <li key={section.id} className="section-card">
              <h2 className="section-card__title">
                <span className="section-card__icon">
                  <CategoryIcon name={section.icon?.name} />
                </span>
                {/* A sub-section is a page or an overview of its own: never a dead end either. */}
                <MenuLink to={section.path} isMenuPath>
                  {section.name}
                </MenuLink>
              </h2>
              <ul className="section-card__links">
                {pagesBelow(section).map((page) => (
                  <li key={page.id}>
                    <MenuLink to={page.path} isMenuPath className="section-card__link">
                      {page.name}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {pages.length > 0 && (
        <ul className="section-overview__pages" aria-label={t('sectionOverview.pages')}>
          {pages.map((page) => (
            <li key={page.id}>
              <MenuLink to={page.path} isMenuPath className="section-tile">
                <span className="section-tile__icon">
                  <CategoryIcon name={page.icon?.name ?? item.icon?.name} />
                </span>
                <span className="section-tile__name">{page.name}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
