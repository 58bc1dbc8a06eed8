import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import { namespace } from '../locales';
import type { GalleryItem } from '../lib/gallery';
import { Picture } from './Picture';
import './gallery.css';

interface Props {
  items: GalleryItem[];
  /** Bigger tiles for the banner variant. */
  variant?: 'grid' | 'banner';
}

// Tiles of at least 220 px (banner: 280 px) in the content column of at most 1320 px (gallery.css).
const gridTileSizes = '(max-width: 499px) 100vw, (max-width: 991px) 50vw, (max-width: 1399px) 25vw, 330px';
const bannerTileSizes = '(max-width: 599px) 100vw, (max-width: 991px) 50vw, (max-width: 1399px) 34vw, 440px';

/** Picture tiles that open a lightbox dialog with the picture and its text. */
export function Gallery({ items, variant = 'grid' }: Props) {
  const { t } = useTranslation(namespace);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const open = openIndex === null ? null : items[openIndex];
  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? null : (index + delta + items.length) % items.length));

  return (
    <>
      <ul className={`gallery gallery--${variant}`}>
        {items.map((item, index) => (
          <li key={item.id} className="gallery__item">
            <button
              type="button"
              className="gallery__button"
              aria-label={t('blocks.gallery.open', { text: item.text || index + 1 })}
              onClick={() => setOpenIndex(index)}
            >
              <Picture
                className="gallery__picture"
                src={item.picture}
                sizes={variant === 'banner' ? bannerTileSizes : gridTileSizes}
                loading="lazy"
              />
              {item.text ? <span className="gallery__caption">{item.text}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={open !== null && open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={open?.text || t('blocks.gallery.picture')}
        className="gallery-lightbox"
        footer={
          items.length > 1 ? (
            <>
              <button type="button" className="club-button club-button--secondary" onClick={() => step(-1)}>
                {t('blocks.carousel.previous')}
              </button>
              <button type="button" className="club-button" onClick={() => step(1)}>
                {t('blocks.carousel.next')}
              </button>
            </>
          ) : undefined
        }
      >
        {open ? (
          <Picture
            className="gallery-lightbox__picture"
            src={open.picture}
            sizes="min(100vw, 1100px)"
            alt={open.alt ?? open.text}
          />
        ) : null}
      </Modal>
    </>
  );
}
