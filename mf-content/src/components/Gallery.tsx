import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import { namespace } from '../locales';
import type { GalleryItem } from '../lib/gallery';
import './gallery.css';

interface Props {
  items: GalleryItem[];
  /** Bigger tiles for the banner variant. */
  variant?: 'grid' | 'banner';
}

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
              <img className="gallery__picture" src={item.picture} alt="" loading="lazy" />
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
        {open ? <img className="gallery-lightbox__picture" src={open.picture} alt={open.text} /> : null}
      </Modal>
    </>
  );
}
