import type { CSSProperties } from 'react';
import { elementsOf } from '@club/shared/contracts';
import { focusPosition, usePictureSizes } from '../../../components/Picture';
import { candidateUpTo } from '../../../lib/srcset';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import '../../../components/blocks.css';
import './parallax.css';

const cssUrl = (url: string) => `url(${JSON.stringify(url)})`;

/**
 * The background for narrow and wide screens (parallax.css picks one by a media query): a
 * background cannot choose from a srcset, so an uploaded picture offers a WebP size per screen.
 */
function useBackground(picture: string | undefined): CSSProperties | undefined {
  const sizes = usePictureSizes(picture);
  if (!picture) return undefined;
  const narrow = (sizes && candidateUpTo(sizes.srcset, 1280)) ?? picture;
  const wide = (sizes && candidateUpTo(sizes.srcset, 1920)) ?? picture;
  return {
    '--parallax-picture-narrow': cssUrl(narrow),
    '--parallax-picture-wide': cssUrl(wide),
    ...(sizes?.focus ? { backgroundPosition: focusPosition(sizes.focus) } : {}),
  } as CSSProperties;
}

function ParallaxSection({ values }: { values: Record<string, string> }) {
  return (
    <section className="parallax" style={useBackground(values.picture)}>
      <div className="parallax__content">
        {values.title ? <h2 className="parallax__title">{values.title}</h2> : null}
        {values.subtitle ? <p className="parallax__subtitle">{values.subtitle}</p> : null}
        {values.text ? <p className="parallax__text">{values.text}</p> : null}
        {values.linkText && values.link ? (
          <BlockLink link={values.link} className="block-button block-button--light">
            {values.linkText}
          </BlockLink>
        ) : null}
      </div>
    </section>
  );
}

/** PARALLAX: fixed background picture with title, subtitle, text and a link. */
export function Parallax({ template }: BlockProps) {
  return (
    <>
      {elementsOf('PARALLAX', template).map(({ id, values }) => (
        <ParallaxSection key={id} values={values} />
      ))}
    </>
  );
}
