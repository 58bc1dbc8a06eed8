import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { maxPictureBytes, pictureTooLarge } from './images.js';

const missingImage = (field: string): HttpError =>
  new HttpError(400, 'MISSING_IMAGE', `Send the picture as multipart/form-data in the field '${field}'.`);

/**
 * Reads the one picture of a multipart upload into memory, at most 5,000,000 bytes: a larger
 * file is cut off while streaming and answered with 413 and the spec's message.
 */
export async function readImageUpload(request: FastifyRequest, field = 'image'): Promise<Buffer> {
  if (!request.isMultipart()) throw missingImage(field);
  const part = await request.file({ limits: { fileSize: maxPictureBytes, files: 1, fields: 5 } });
  if (!part || part.fieldname !== field) throw missingImage(field);
  try {
    const data = await part.toBuffer();
    if (part.file.truncated) throw pictureTooLarge();
    return data;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge();
    throw error;
  }
}
