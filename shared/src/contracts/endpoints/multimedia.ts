import * as v from 'valibot';
import type { MediaItem } from '../schemas';
import { endpoint, shape } from './define';

/** The longest name an editor can give a picture. */
export const mediaNameMax = 80;

// The editor's picture library and the stored picture files (multimedia-service).
const libraryBase = '/multimedia-service/organizations/:orgId/multimedia';

const libraryQuery = v.object({
  /** Comma-separated; a picture matches when one of its labels (or its name) contains one of them. */
  labels: v.optional(v.pipe(v.string(), v.maxLength(200))),
  userId: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** The name shown in the library (upload only). */
  name: v.optional(v.pipe(v.string(), v.maxLength(mediaNameMax))),
});

export const listMedia = endpoint({
  method: 'GET',
  path: libraryBase,
  access: ['WRITE_CONTENT'],
  summary: "The organization's pictures, newest first (at most 200), filtered by labels (a name matches too).",
  query: libraryQuery,
  answer: shape<MediaItem[]>(),
});

/**
 * The body is multipart (field `image`), not JSON, so it is not declared here: the caller sends
 * a FormData to `endpointPath(uploadMedia)` with the query beside it.
 */
export const uploadMedia = endpoint({
  method: 'POST',
  path: `${libraryBase}/generic`,
  access: ['WRITE_CONTENT'],
  summary:
    "Upload a picture (multipart field 'image', at most 5,000,000 bytes: 413 'Picture too large. Max picture size 5mb.'). The bytes must be a real image.",
  query: libraryQuery,
  answer: shape<MediaItem>(),
});

const focusPart = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/** What an editor changes of a picture: its name, its labels, its focal point. */
export const mediaChangeBody = v.strictObject({
  name: v.optional(v.pipe(v.string(), v.maxLength(mediaNameMax))),
  labels: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40))), v.maxLength(10))),
  focus: v.optional(v.strictObject({ x: focusPart, y: focusPart })),
});
export type MediaChange = v.InferInput<typeof mediaChangeBody>;

export const changeMedia = endpoint({
  method: 'PATCH',
  path: `${libraryBase}/:mediaId`,
  access: ['WRITE_CONTENT'],
  summary: 'Rename a picture, change its labels or its focal point (x, y from 0 to 1; 0.5/0.5 is the centre).',
  body: mediaChangeBody,
  answer: shape<MediaItem>(),
});

export const deleteMedia = endpoint({
  method: 'DELETE',
  path: `${libraryBase}/:mediaId`,
  access: ['WRITE_CONTENT'],
  summary:
    "Delete a picture from the library. Refused (409 MEDIA_IN_USE) while a page, a news item or a pending schedule shows it, naming them. The stored files stay, so older versions in a page's history still show it.",
  answer: shape<null>(),
});

/**
 * Where the API serves the demo club's pictures as static files ('<api>/multimedia-service/media/x.webp'):
 * a folder, not an endpoint; the editor's block samples show pictures from it.
 */
export const demoMediaPath = '/multimedia-service/media';

/** A picture's stored size: the address an `<img>` shows (binary, immutable). */
export const getMediaFile = endpoint({
  method: 'GET',
  path: '/multimedia-service/files/:orgId/:id/:file',
  access: ['public'],
  params: v.object({
    orgId: v.pipe(v.string(), v.uuid()),
    id: v.pipe(v.string(), v.uuid()),
    file: v.pipe(v.string(), v.regex(/^(w[0-9]{1,5}\.webp|original\.(jpg|png))$/)),
  }),
  summary: 'One stored size of an uploaded picture (immutable: a new upload gets a new id)',
  answer: shape<Blob>(),
});
