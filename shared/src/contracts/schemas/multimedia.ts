import { Type, type Static } from '@sinclair/typebox';

// The editor's picture library (multimedia-service).

export const MediaFocusSchema = Type.Object(
  { x: Type.Number({ minimum: 0, maximum: 1 }), y: Type.Number({ minimum: 0, maximum: 1 }) },
  { description: 'The focal point, 0..1 from the left and from the top (0.5/0.5: the centre)' },
);

/** One picture of the library as the editor sees it. */
export const MediaItemSchema = Type.Object({
  id: Type.String(),
  href: Type.String(),
  srcset: Type.String(),
  labels: Type.Array(Type.String()),
  name: Type.String({ description: "The editors' name for it ('' until one is given)" }),
  focus: MediaFocusSchema,
});

export type MediaFocus = Static<typeof MediaFocusSchema>;
export type MediaItem = Static<typeof MediaItemSchema>;
