import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';

/** A quiet placeholder while menus or the page load (no flash of not-found). */
export function PageSkeleton() {
  const { t } = useTranslation(namespace);
  return (
    <div className="page-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('page.loading')}</span>
      <div className="page-skeleton__banner" />
      <div className="page-skeleton__line" />
      <div className="page-skeleton__line page-skeleton__line--short" />
    </div>
  );
}
