import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { filterColumns } from '../lib/filter-menu';
import { MenuItemEditSlot } from './MenuItemEditSlot';
import { MenuLink } from './MenuLink';
import { CategoryIcon, Glyph } from './NavIcons';

interface Props {
  id: string;
  item: MenuItem;
  onNavigate: () => void;
}

/** The dropdown of a level-1 item: a search box, sub-category columns with icons, their links. */
export function NavPanel({ id, item, onNavigate }: Props) {
  const { t } = useTranslation(namespace);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const columns = filterColumns(item.children, query);

  return (
    <div id={id} className="nav-panel" role="region" aria-label={item.name}>
      <div className="nav-panel__inner">
        <div className="nav-panel__search">
          <Glyph name="search" />
          <label htmlFor={searchId} className="visually-hidden">
            {t('nav.searchIn', { name: item.name })}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('nav.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            autoFocus
          />
        </div>
        {/* A section without a page of its own has an overview page (content-page's SectionOverview). */}
        <MenuLink to={item.path} isMenuPath className="nav-panel__overview" onNavigate={onNavigate}>
          {t('sectionOverview.open', { name: item.name })}
        </MenuLink>
        {columns.length === 0 ? (
          <p className="nav-panel__empty" role="status">
            {t('nav.noResults')}
          </p>
        ) : (
          <div className="nav-panel__columns">
            {columns.map((column) => (
              <section key={column.id} className="nav-column" aria-labelledby={`${id}-${column.id}`}>
                <h2 className="nav-column__title" id={`${id}-${column.id}`}>
                  <span className="nav-column__icon">
                    <CategoryIcon name={column.icon?.name} />
                  </span>
                  {/* Its page, or the overview of its pages when it has none of its own. */}
                  <MenuLink to={column.path} isMenuPath onNavigate={onNavigate}>
                    {column.name}
                  </MenuLink>
                  {/* In edit mode the editor's rename control (nothing for visitors). */}
                  <MenuItemEditSlot item={column} />
                </h2>
                {column.children.length > 0 && (
                  <ul className="nav-column__links">
                    {column.children.map((link) => (
                      <li key={link.id}>
                        <MenuLink to={link.path} isMenuPath className="nav-column__link" onNavigate={onNavigate}>
                          {link.name}
                        </MenuLink>
                        <MenuItemEditSlot item={link} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
