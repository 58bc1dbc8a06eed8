import * as v from 'valibot';

// The editor's picture library (multimedia-service), declared once in valibot: the endpoints'
// answer types are inferred from these and the API serialises with them (issue 38 item 1).

const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const mediaFocusSchema = v.pipe(
  v.object({ x: share, y: share }),
  v.description('The focal point, 0..1 from the left and from the top (0.5/0.5: the centre)'),
);

/** One picture of the library as the editor sees it. */
export const mediaItemSchema = v.object({
  id: v.string(),
  href: v.string(),
  srcset: v.string(),
  labels: v.array(v.string()),
  name: v.pipe(v.string(), v.description("The editors' name for it ('' until one is given)")),
  focus: mediaFocusSchema,
});

export type MediaFocus = v.InferOutput<typeof mediaFocusSchema>;
export type MediaItem = v.InferOutput<typeof mediaItemSchema>;
