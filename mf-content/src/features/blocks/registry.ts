import type { BlockModuleId, TemplateType } from '@club/shared';
import { foreignBlocks } from '@club/shared/contracts';
import { lazyBlock as block, type LazyBlock as BlockComponent } from '../../components/lazy-block';
import { contactBlocks } from '../contact';
import { eventBlocks } from '../events';
import { newsBlocks } from '../news';

/** mf-content's own blocks. Foreign types (foreignBlocks) render through RemoteComponent. */
export const blockRegistry: Partial<Record<TemplateType, BlockComponent>> = {
  CARROUSEL: block(() => import('./components/Carousel'), 'Carousel'),
  SMALL_CARROUSEL: block(() => import('./components/SmallCarousel'), 'SmallCarousel'),
  GREY_BANNER: block(() => import('./components/GreyBanner'), 'GreyBanner'),
  TEXT_AREA: block(() => import('./components/TextArea'), 'TextArea'),
  ACTION_BUTTON_BANNER: block(() => import('./components/ActionButtonBanner'), 'ActionButtonBanner'),
  PARALLAX: block(() => import('./components/Parallax'), 'Parallax'),
  VIDEO: block(() => import('./components/Video'), 'Video'),
  VIDEO_LIBRARY: block(() => import('./components/Video'), 'Video'),
  ACCORDION: block(() => import('./components/Accordion'), 'Accordion'),
  PROFILES: block(() => import('./components/Profiles'), 'Profiles'),
  MARQUESINA: block(() => import('./components/Sponsors'), 'Sponsors'),
  IMAGE_LIBRARY: block(() => import('./components/ImageLibrary'), 'ImageLibrary'),
  BANNER_IMAGE_LIBRARY: block(() => import('./components/ImageLibrary'), 'BannerImageLibrary'),
  COMMON_BANNER: block(() => import('./components/CommonBanner'), 'CommonBanner'),
  INSTAGRAM: block(() => import('./components/Instagram'), 'Instagram'),
  ...newsBlocks,
  ...contactBlocks,
  ...eventBlocks,
};

export type BlockResolution =
  { kind: 'own'; Component: BlockComponent } | { kind: 'foreign'; remoteId: BlockModuleId } | { kind: 'none' };

const reportedUnknown = new Set<string>();

/** How a template type renders; unknown types render nothing and are logged once. */
export function resolveBlock(type: TemplateType): BlockResolution {
  const Component = blockRegistry[type];
  if (Component) return { kind: 'own', Component };
  const remoteId = foreignBlocks[type];
  if (remoteId) return { kind: 'foreign', remoteId };
  // FOOTER and SOCIAL_MEDIA are rendered by the layout, not as page blocks.
  if (type !== 'FOOTER' && type !== 'SOCIAL_MEDIA' && !reportedUnknown.has(type)) {
    reportedUnknown.add(type);
    console.warn(`No block renders template type ${type}`);
  }
  return { kind: 'none' };
}
