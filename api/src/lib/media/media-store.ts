import { randomUUID } from 'node:crypto';
import type { ImageQueue } from './image-queue.js';
import { inspectImage, renderVariants } from './images.js';
import type { MediaStorage } from './storage.js';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  /** The fallback file (JPEG/PNG, full size): what `href` and `<img src>` use. */
  href: string;
  /** `url 320w, url 640w, ...` of the WebP sizes, for `<img srcset>` / `<source srcset>`. */
  srcset: string;
}

/** Public URL path of one stored file; served by the multimedia module's files route. */
export const mediaFilePath = (apiPrefix: string, organizationId: string, id: string, file: string): string =>
  `${apiPrefix}/multimedia-service/files/${organizationId}/${id}/${file}`;

/**
 * Checks the bytes, renders the responsive sizes and stores them all under a new id. The header
 * check runs at once (a picture bomb is refused without waiting); decoding waits its turn in the
 * queue.
 */
export async function storeImage(
  storage: MediaStorage,
  apiPrefix: string,
  organizationId: string,
  data: Buffer,
  queue: ImageQueue,
): Promise<StoredImage> {
  const info = await inspectImage(data);
  const variants = await queue.run(() => renderVariants(data, info));
  const id = randomUUID();
  for (const variant of variants) await storage.put(`${organizationId}/${id}/${variant.file}`, variant.data);
  const fallback = variants[variants.length - 1]!;
  const webp = variants.filter((v) => v.contentType === 'image/webp');
  return {
    id,
    width: fallback.width,
    height: fallback.height,
    href: mediaFilePath(apiPrefix, organizationId, id, fallback.file),
    srcset: webp.map((v) => `${mediaFilePath(apiPrefix, organizationId, id, v.file)} ${v.width}w`).join(', '),
  };
}
