import { Type } from '@sinclair/typebox';

export const mediaNameMax = 80;

/** One picture of the library as the editor sees it. */
export const MediaItemSchema = Type.Object({
  id: Type.String(),
  href: Type.String(),
  srcset: Type.String(),
  labels: Type.Array(Type.String()),
  name: Type.String({ description: "The editors' name for it ('' until one is given)" }),
  focus: Type.Object(
    { x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) },
    { description: 'The focal point, 0..1 from the left and from the top (0.5/0.5: the centre)' },
  ),
});

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

export const mediaItemOf = ({ focus_x, focus_y, ...row }: MediaItemRow) => ({
  ...row,
  focus: { x: focus_x, y: focus_y },
});
