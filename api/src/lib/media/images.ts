import sharp from 'sharp';
import { HttpError } from '../http-error.js';

/** content-management.md §9: picture maximum 5,000,000 bytes. */
export const maxPictureBytes = 5_000_000;
export const pictureTooLarge = (): HttpError =>
  new HttpError(413, 'PICTURE_TOO_LARGE', 'Picture too large. Max picture size 5mb.');
export const notAnImage = (): HttpError =>
  new HttpError(400, 'INVALID_IMAGE', 'The file is not a picture (JPEG, PNG, WebP, GIF or AVIF).');

// Decided by the bytes, never by the file name or the browser's content type. SVG is refused:
// it can carry scripts.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Widths of the responsive sizes (srcset); only those below the original's width are made. */
export const responsiveWidths = [320, 640, 960, 1280, 1920] as const;

export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

export async function inspectImage(data: Buffer): Promise<ImageInfo> {
  try {
    const meta = await sharp(data, { failOn: 'error' }).metadata();
    if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notAnImage();
  }
}

export interface ImageVariant {
  /** File name within the media item: `w640.webp`, `original.jpg`. */
  file: string;
  width: number;
  height: number;
  contentType: string;
  data: Buffer;
}

/**
 * The sizes a page serves: WebP at each responsive width up to the original's, plus a JPEG
 * (or PNG with transparency) of the original size as the universal fallback. Every output is
 * rotated upright and stripped of metadata (camera GPS positions stay private).
 */
export async function renderVariants(data: Buffer, info: ImageInfo): Promise<ImageVariant[]> {
  const widths = responsiveWidths.filter((w) => w < info.width);
  const variants: ImageVariant[] = [];
  for (const width of [...widths, info.width]) {
    const { data: out, info: outInfo } = await sharp(data).rotate().resize({ width }).webp({ quality: 78 }).toBuffer({
      resolveWithObject: true,
    });
    variants.push({ file: `w${width}.webp`, width, height: outInfo.height, contentType: 'image/webp', data: out });
  }
  const hasAlpha = info.format === 'png' || info.format === 'webp' || info.format === 'gif';
  const fallback = sharp(data).rotate();
  const { data: out, info: outInfo } = await (hasAlpha ? fallback.png() : fallback.jpeg({ quality: 82 })).toBuffer({
    resolveWithObject: true,
  });
  variants.push({
    file: hasAlpha ? 'original.png' : 'original.jpg',
    width: outInfo.width,
    height: outInfo.height,
    contentType: hasAlpha ? 'image/png' : 'image/jpeg',
    data: out,
  });
  return variants;
}

export const contentTypeOfFile = (file: string): string | null =>
  file.endsWith('.webp')
    ? 'image/webp'
    : file.endsWith('.jpg')
      ? 'image/jpeg'
      : file.endsWith('.png')
        ? 'image/png'
        : null;
