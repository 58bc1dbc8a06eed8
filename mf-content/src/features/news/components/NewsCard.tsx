import type { NewsItem } from '@club/shared';
import { currentLanguage } from '@club/shared';
import { Link } from 'react-router-dom';
import { formatPublishedDate, isoDate } from '../../../lib/dates';
import { newsCategory, newsTeaser } from '../lib/news-content';
import './news.css';

interface Props {
  item: NewsItem;
  headingLevel?: 2 | 3;
  /** The first card of a list: its picture may be the largest paint, so it loads at once. */
  isLead?: boolean;
}

/** A news card linking to /news/{newsId}. */
export function NewsCard({ item, headingLevel = 3, isLead = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const category = newsCategory(item.category);
  const teaser = newsTeaser(item);
  return (
    <article className="news-card">
      <div className="news-card__media">
        {item.media[0] ? (
          <img
            className="news-card__picture"
            src={item.media[0]}
            alt=""
            loading={isLead ? 'eager' : 'lazy'}
            fetchPriority={isLead ? 'high' : 'auto'}
          />
        ) : null}
        {category ? <span className="news-card__category">{category}</span> : null}
      </div>
      <div className="news-card__body">
        <time className="news-card__date" dateTime={isoDate(item.publishedAt)}>
          {formatPublishedDate(item.publishedAt, currentLanguage())}
        </time>
        <Heading className="news-card__headline">
          <Link className="news-card__link" to={`/news/${item.newsId}`}>
            {item.headline}
          </Link>
        </Heading>
        {teaser ? <p className="news-card__teaser">{teaser}</p> : null}
      </div>
    </article>
  );
}
