import { elementsOf } from '@club/shared/contracts';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import '../../../components/blocks.css';
import './grey-banner.css';

/** GREY_BANNER: title, text, textButton/linkButton on a grey band. */
export function GreyBanner({ template }: BlockProps) {
  return (
    <>
      {elementsOf('GREY_BANNER', template).map(({ id, values }) => (
        <section key={id} className="block grey-banner">
          <div className="grey-banner__inner">
            {values.title ? <h2 className="block__title">{values.title}</h2> : null}
            {values.text ? <p className="grey-banner__text">{values.text}</p> : null}
            {values.textButton && values.linkButton ? (
              <BlockLink link={values.linkButton} className="block-button">
                {values.textButton}
              </BlockLink>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
