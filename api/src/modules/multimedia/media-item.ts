import type { MediaItem } from '@club/shared/contracts';
import { schemas } from '../../lib/contracts.js';

/** One picture of the library as the editor sees it (the contracts' entity). */
export const { mediaItemSchema } = schemas;

export const mediaItemColumns = ['id', 'href', 'srcset', 'labels', 'name', 'focus_x', 'focus_y'] as const;

interface MediaItemRow {
  id: string;
  href: string;
  srcset: string;
  labels: string[];
  name: string;
  focus_x: number;
  focus_y: number;
}

export const mediaItemOf = ({ focus_x, focus_y, ...row }: MediaItemRow): MediaItem => ({
  ...row,
  focus: { x: focus_x, y: focus_y },
});
