import { useTranslation } from 'react-i18next';
import { useHydrationMark } from '@club/shared';
import { Link } from 'react-router-dom';
import illustration from '../../../assets/not-found.svg';
import { namespace } from '../../../locales';
import { usePageTitle } from '../model/use-page-title';
import './NotFound.css';

/** The not-found page (also the fail state when a page cannot be loaded). */
export function NotFound({ reason = 'notFound' }: { reason?: 'notFound' | 'failed' }) {
  const { t } = useTranslation(namespace);
  // Loaded on its own (lazy): the page counts as hydrated once this has too.
  useHydrationMark('page:not-found');
  usePageTitle(t('notFound.title'), { status: 404 });
  return (
    <div className="not-found">
      <img className="not-found__picture" src={illustration} alt={t('notFound.illustration')} />
      <h1 className="not-found__title">{reason === 'failed' ? t('page.failed') : t('notFound.text')}</h1>
      <Link to="/" className="button not-found__button">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
