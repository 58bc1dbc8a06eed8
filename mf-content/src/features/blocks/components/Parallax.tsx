import { elementValues } from '@club/shared/contracts';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import '../../../components/blocks.css';
import './parallax.css';

/** PARALLAX: fixed background picture with title, subtitle, text and a link. */
export function Parallax({ template }: BlockProps) {
  return (
    <>
      {elementValues(template).map(({ id, values }) => (
        <section
          key={id}
          className="parallax"
          style={values.picture ? { backgroundImage: `url(${JSON.stringify(values.picture)})` } : undefined}
        >
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
      ))}
    </>
  );
}
