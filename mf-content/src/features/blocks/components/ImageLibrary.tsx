import { altTextOf, elementsOf } from '@club/shared/contracts';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { bannerLibraryLimit, groupByYear, type GalleryItem } from '../../../lib/gallery';
import type { BlockProps } from '../model/block-props';
import { Gallery } from '../../../components/Gallery';
import '../../../components/blocks.css';
import '../../../components/gallery.css';

function galleryItems({ template }: BlockProps): GalleryItem[] {
  return elementsOf('IMAGE_LIBRARY', template).map(({ id, values }) => ({
    id,
    picture: values.picture ?? '',
    ...(values.pictureAlt ? { alt: altTextOf(values.pictureAlt) } : {}),
    text: values.text ?? '',
    date: values.date ?? '',
  }));
}

/** IMAGE_LIBRARY: the photo gallery grouped by year, newest year first. */
export function ImageLibrary(props: BlockProps) {
  const { t } = useTranslation(namespace);
  return (
    <section className="block image-library">
      {groupByYear(galleryItems(props)).map((group) => (
        <div key={group.year ?? 'undated'} className="image-library__year">
          <h2 className="block__title">{group.year ?? t('blocks.gallery.undated')}</h2>
          <Gallery items={group.items} />
        </div>
      ))}
    </section>
  );
}

/** BANNER_IMAGE_LIBRARY: the newest pictures, at most 8. */
export function BannerImageLibrary(props: BlockProps) {
  const items = groupByYear(galleryItems(props))
    .flatMap((group) => group.items)
    .slice(0, bannerLibraryLimit);
  return (
    <section className="block image-library image-library--banner">
      <Gallery items={items} variant="banner" />
    </section>
  );
}
