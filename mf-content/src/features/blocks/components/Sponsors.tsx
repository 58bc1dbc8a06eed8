import { altTextOf, elementsOf } from '@club/shared/contracts';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import type { BlockProps } from '../model/block-props';
import { BlockLink } from '../../../components/BlockLink';
import { Picture } from '../../../components/Picture';
import '../../../components/blocks.css';
import './sponsors.css';

/** Sponsor marquee (MARQUESINA): an endless 24 s loop of logos that pauses on hover. */
export function Sponsors({ template }: BlockProps) {
  const { t } = useTranslation(namespace);
  const logos = elementsOf('MARQUESINA', template).filter(({ values }) => values.picture);
  if (logos.length === 0) return null;
  const renderLogos = (isCopy: boolean) =>
    logos.map(({ id, values }) => {
      const image = (
        // Width and height give the box its shape before the logo arrives (CSS sets the height,
        // at most 96 px, and caps the width at 240 px); 2:1 for a logo without known sizes.
        <Picture
          className="sponsors__logo"
          src={values.picture ?? ''}
          sizes="240px"
          // The editor's alt text (the sponsor's name); older logos without one keep the generic words.
          alt={isCopy ? '' : values.pictureAlt ? altTextOf(values.pictureAlt) : t('blocks.sponsors.logo')}
          width={200}
          height={100}
          loading="lazy"
        />
      );
      return (
        <li key={`${id}${isCopy ? '-copy' : ''}`} className="sponsors__item">
          {values.link && !isCopy ? (
            <BlockLink link={values.link} className="sponsors__link" label={t('blocks.sponsors.visit')}>
              {image}
            </BlockLink>
          ) : (
            image
          )}
        </li>
      );
    });
  return (
    <section className="sponsors" aria-labelledby={`sponsors-${template.id ?? 'block'}`}>
      <h2 id={`sponsors-${template.id ?? 'block'}`} className="sponsors__heading">
        {t('blocks.sponsors.title')}
      </h2>
      <div className="sponsors__viewport">
        <div className="sponsors__track">
          <ul className="sponsors__list">{renderLogos(false)}</ul>
          {/* The copy makes the loop seamless; it is hidden from assistive technology. */}
          <ul className="sponsors__list" aria-hidden="true">
            {renderLogos(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
