import { elementsOf } from '@club/shared/contracts';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import '../../../components/blocks.css';
import './action-banner.css';

/** ACTION_BUTTON_BANNER: a call to action with one button. */
export function ActionButtonBanner({ template }: BlockProps) {
  return (
    <>
      {elementsOf('ACTION_BUTTON_BANNER', template).map(({ id, values }) => (
        <section key={id} className="action-banner">
          <div className="action-banner__inner">
            <p className="action-banner__text">{values.text}</p>
            {values.textButton && values.linkButton ? (
              <BlockLink link={values.linkButton} className="block-button block-button--light">
                {values.textButton}
              </BlockLink>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
