import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '@club/shared';
import { getNewsItem } from '@club/shared/contracts/endpoints/news';
import { useCall } from '@club/shared/data/use-call';
import { namespace } from '../../../locales';
import { Gallery } from '../../../components/Gallery';
import { Picture, PictureSizesProvider } from '../../../components/Picture';
import { sanitizeHtml } from '../../../lib/sanitize';
import { usePageTitle } from '../../content-page';
import { formatPublishedDate, isoDate } from '../../../lib/dates';
import { newsBlocks, newsCategory, newsTeaser } from '../lib/news-content';
import './news.css';

const logFailure = (error: unknown) => console.error('News item could not be loaded', error);

/** /news/{newsId}: banner with headline, category and date; body blocks; pictures; a back link. */
export function NewsDetail({ newsId }: { newsId: string }) {
  const { t } = useTranslation(namespace);
  const { data: loaded, error } = useCall(getNewsItem, { params: { newsId } }, { onError: logFailure });
  const current = error
    ? { status: 'missing' as const }
    : loaded
      ? { status: 'loaded' as const, item: loaded }
      : { status: 'loading' as const };
  // The browser tab names the news item: 'headline | club name'.
  usePageTitle(
    current.status === 'loaded' ? current.item.headline : current.status === 'missing' ? t('news.notFound') : null,
    current.status === 'loaded'
      ? {
          description: newsTeaser(current.item, 155) || undefined,
          picture: current.item.media[0],
          isPictureResponsive: Boolean(current.item.media[0] && current.item.mediaSizes?.[current.item.media[0]]),
        }
      : { status: current.status === 'missing' ? 404 : 200 },
  );

  const backLink = (
    <Link className="news-detail__back" to="/news">
      <span aria-hidden="true">←</span> {t('news.back')}
    </Link>
  );
  if (current.status === 'loading') return <div className="news-detail news-detail--loading" aria-busy="true" />;
  if (current.status === 'missing') {
    return (
      <div className="block news-detail__missing">
        <h1 className="block__title">{t('news.notFound')}</h1>
        {backLink}
      </div>
    );
  }
  const { item } = current;
  const category = newsCategory(item.category);
  const pictures = item.media.map((picture, index) => ({ id: `${index}`, picture, text: '', date: '' }));
  return (
    <PictureSizesProvider sizes={item.mediaSizes}>
      <article className="news-detail">
        <header className={`news-detail__banner${item.media[0] ? ' news-detail__banner--picture' : ''}`}>
          {item.media[0] ? (
            <Picture className="news-detail__picture" src={item.media[0]} sizes="100vw" fetchPriority="high" />
          ) : null}
          <div className="news-detail__heading">
            {category ? <p className="news-detail__category">{category}</p> : null}
            <h1 className="news-detail__headline">{item.headline}</h1>
            <p className="news-detail__date">
              {t('news.published')}{' '}
              <time dateTime={isoDate(item.publishedAt)}>
                {formatPublishedDate(item.publishedAt, currentLanguage())}
              </time>
            </p>
          </div>
        </header>
        <div className="block news-detail__body">
          {newsBlocks(item).map((block, index) =>
            block.type === 'header' ? (
              <h2 key={index} dangerouslySetInnerHTML={{ __html: sanitizeHtml(block.text) }} />
            ) : (
              <p key={index} dangerouslySetInnerHTML={{ __html: sanitizeHtml(block.text) }} />
            ),
          )}
          {pictures.length > 0 ? (
            <section className="news-detail__pictures" aria-labelledby="news-pictures">
              <h2 id="news-pictures">{t('news.pictures')}</h2>
              <Gallery items={pictures} />
            </section>
          ) : null}
          {backLink}
        </div>
      </article>
    </PictureSizesProvider>
  );
}
