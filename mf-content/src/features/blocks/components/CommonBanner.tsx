import { altTextOf, elementsOf } from '@club/shared/contracts';
import { Picture } from '../../../components/Picture';
import type { BlockProps } from '../model/block-props';
import '../../../components/blocks.css';
import './common-banner.css';

/** COMMON_BANNER: a page's title banner with text over its picture. */
export function CommonBanner({ template }: BlockProps) {
  const first = elementsOf('COMMON_BANNER', template)[0];
  if (!first) return null;
  const { title, text, picture, pictureAlt } = first.values;
  return (
    <section className={`common-banner${picture ? ' common-banner--picture' : ''}`}>
      {picture ? (
        <Picture
          className="common-banner__picture"
          src={picture}
          alt={altTextOf(pictureAlt)}
          sizes="100vw"
          fetchPriority="high"
        />
      ) : null}
      <div className="common-banner__content">
        <h1 className="common-banner__title">{title}</h1>
        {text ? <p className="common-banner__text">{text}</p> : null}
      </div>
    </section>
  );
}
