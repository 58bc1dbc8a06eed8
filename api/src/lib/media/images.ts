import sharp from 'sharp';
import { HttpError } from '../http-error.js';

/** content-management.md §9: picture maximum 5,000,000 bytes. */
export const maxPictureBytes = 5_000_000;
export const pictureTooLarge = (): HttpError =>
  new HttpError(413, 'PICTURE_TOO_LARGE', 'Picture too large. Max picture size 5mb.');
/**
 * Pixels a picture may have (40 megapixels: 8000x5000, more than any phone camera takes). Decoding
 * costs 4 bytes per pixel whatever the file size, so a small PNG of 16000x16000 pixels would need
 * gigabytes; it is refused from the header, before anything is decoded.
 */
export const maxInputPixels = 40_000_000;
const maxMegapixels = maxInputPixels / 1_000_000;
export const pictureHasTooManyPixels = (width: number, height: number): HttpError =>
  new HttpError(
    413,
    'PICTURE_TOO_MANY_PIXELS',
    `Picture too large: ${width} x ${height} pixels. At most ${maxMegapixels} megapixels (e.g. 8000 x 5000).`,
    'Payload Too Large',
    { width, height, limit: maxMegapixels },
  );
export const notAnImage = (): HttpError =>
  new HttpError(400, 'INVALID_IMAGE', 'The file is not a picture (JPEG, PNG, WebP, GIF or AVIF).');

// Decided by the bytes, never by the file name or the browser's content type. SVG is refused:
// it can carry scripts.
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Widths of the responsive sizes (srcset); only those below the original's width are made. */
export const responsiveWidths = [320, 640, 960, 1280, 1920] as const;
/** The widest size a page ever shows: nothing wider is kept (the fallback file included). */
export const maxServedWidth: number = Math.max(...responsiveWidths);

export interface ImageInfo {
  format: string;
  /** Upright width and height (after the camera's EXIF rotation). */
  width: number;
  height: number;
}

/** Reads the header only (format, size): nothing is decoded yet. */
export async function inspectImage(data: Buffer): Promise<ImageInfo> {
  try {
    // No limitInputPixels here: metadata() decodes nothing, and the limit would turn the clear
    // "too many pixels" answer into "not a picture".
    const meta = await sharp(data, { failOn: 'error', limitInputPixels: false }).metadata();
    if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
    // An animated GIF's height is one frame's (sharp decodes the first page only).
    if (meta.width * meta.height > maxInputPixels) throw pictureHasTooManyPixels(meta.width, meta.height);
    const isTurned = (meta.orientation ?? 1) >= 5;
    return {
      format: meta.format,
      width: isTurned ? meta.height : meta.width,
      height: isTurned ? meta.width : meta.height,
    };
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
 * The sizes a page serves: WebP at each responsive width up to the original's (at most
 * maxServedWidth), plus a JPEG (or PNG with transparency) of the largest size as the universal
 * fallback. The picture is decoded once, turned upright and shrunk to the largest size; every
 * size is made from that copy. Metadata is stripped (camera GPS positions stay private).
 */
export async function renderVariants(data: Buffer, info: ImageInfo): Promise<ImageVariant[]> {
  const largest = Math.min(info.width, maxServedWidth);
  const base = await sharp(data, { limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fromBase = () =>
    sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
  const variants: ImageVariant[] = [];
  for (const width of [...responsiveWidths.filter((w) => w < largest), base.info.width]) {
    const { data: out, info: outInfo } = await fromBase()
      .resize({ width })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ file: `w${width}.webp`, width, height: outInfo.height, contentType: 'image/webp', data: out });
  }
  const hasAlpha = info.format === 'png' || info.format === 'webp' || info.format === 'gif';
  const fallback = fromBase();
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
