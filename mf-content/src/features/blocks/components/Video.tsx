import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@club/shared';
import { elementsOf, parseVideoLink } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { ConsentGate } from '../../consent';
import { formatPublishedDate, isoDate } from '../../../lib/dates';
import type { BlockProps } from '../model/block-props';
import '../../../components/blocks.css';
import './video.css';

/** VIDEO and VIDEO_LIBRARY: YouTube (no-cookie) and Vimeo players, each behind the visitor's consent. */
export function Video({ template }: BlockProps) {
  const { t } = useTranslation(namespace);
  const language = currentLanguage();
  const videos = elementsOf('VIDEO', template);
  return (
    <section className={`block video${videos.length > 1 ? ' video--library' : ''}`}>
      {videos.map(({ id, values }) => {
        const source = parseVideoLink(values.video ?? '');
        const date = values.date ? formatPublishedDate(values.date, language) : '';
        return (
          <figure key={id} className="video__item">
            {source ? (
              <ConsentGate toolId={source.provider}>
                <div className="video__frame">
                  <iframe
                    src={source.embedUrl}
                    title={values.text || t('blocks.video.title')}
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    referrerPolicy="strict-origin-when-cross-origin"
                    allowFullScreen
                  />
                </div>
              </ConsentGate>
            ) : (
              <p className="block-error" role="alert">
                {t('blocks.video.invalid')}
              </p>
            )}
            {values.text || date ? (
              <figcaption className="video__caption">
                {values.text ? <span className="video__text">{values.text}</span> : null}
                {date ? (
                  <time className="video__date" dateTime={isoDate(values.date ?? '')}>
                    {date}
                  </time>
                ) : null}
              </figcaption>
            ) : null}
          </figure>
        );
      })}
    </section>
  );
}
