import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOfFile } from './images.js';
import { assertSafeKey, type MediaStorage } from './storage.js';

/** MEDIA_STORAGE=s3: where the bucket is and how to reach it (config.ts reads the S3_* variables). */
export interface S3Settings {
  /** Empty for AWS itself; MinIO, Hetzner, Ceph and the tests' server give their URL. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** MinIO and most self-hosted servers need `https://host/bucket/key` instead of a bucket host name. */
  forcePathStyle: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** When set, pictures are redirected to `<publicUrl>/<key>` instead of passing through the API. */
  publicUrl: string | null;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // S3-compatible servers other than AWS do not all know the SDK's newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3 bucket (AWS, MinIO, Hetzner Object Storage, ...): the same keys as on disk, so
 * every API replica reads what any replica wrote, and `media:copy-to-s3` moves a disk folder over.
 */
export function s3Storage(settings: S3Settings, client = s3Client(settings)): MediaStorage {
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '') ?? null;
  return {
    async put(key, data) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeOfFile(key) ?? 'application/octet-stream',
          // Keys never change their bytes (a new picture gets a new id).
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async removeAll(prefix) {
      assertSafeKey(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        // At most 1,000 keys per list page, the most one DeleteObjects takes.
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: publicBase ? (key) => `${publicBase}/${key}` : undefined,
  };
}
