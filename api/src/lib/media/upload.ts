import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { maxPictureBytes, pictureTooLarge } from './images.js';

const missingImage = (field: string): HttpError =>
  new HttpError(400, 'MISSING_IMAGE', `Send the picture as multipart/form-data in the field '${field}'.`, undefined, {
    field,
  });

/**
 * Reads the one picture of a multipart upload into memory, at most 5,000,000 bytes: a larger
 * file is cut off while streaming and answered with 413 and the spec's message.
 */
export async function readImageUpload(request: FastifyRequest, field = 'image'): Promise<Buffer> {
  if (!request.isMultipart()) throw missingImage(field);
  try {
    const part = await request.file({ limits: { fileSize: maxPictureBytes, files: 1, fields: 5 } });
    if (!part || part.fieldname !== field) throw missingImage(field);
    const data = await part.toBuffer();
    if (part.file.truncated) throw pictureTooLarge();
    return data;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge();
    // Everything else here is the client's body: no boundary, a cut-off part, a broken header.
    throw invalidMultipart();
  }
}

const invalidMultipart = (): HttpError =>
  new HttpError(
    400,
    'INVALID_MULTIPART',
    'The upload is not a complete multipart/form-data body (boundary missing or the body was cut off).',
  );

export const tooManyUploads = (max: number, minutes: number): HttpError =>
  new HttpError(
    429,
    'TOO_MANY_UPLOADS',
    `Too many pictures uploaded: at most ${max} in ${minutes} minutes. Please try again later.`,
    'Too Many Requests',
    { max, minutes },
  );

/**
 * @fastify/rate-limit options for an upload route: counted per signed-in user (the session is
 * known by then: the auth hook runs before route hooks), so one member cannot keep the picture
 * queue busy from many addresses; visitors without a session count per address.
 */
export function uploadRateLimit(limit: { max: number; timeWindowMs: number } | undefined) {
  const { max, timeWindowMs } = limit ?? { max: 20, timeWindowMs: 600_000 };
  const minutes = Math.max(1, Math.round(timeWindowMs / 60_000));
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) => (request.session ? `user:${request.session.sub}` : `ip:${request.ip}`),
    errorResponseBuilder: () => tooManyUploads(max, minutes),
  };
}
