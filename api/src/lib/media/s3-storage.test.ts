import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import S3rver from 's3rver';
import sharp from 'sharp';
import { loadConfig } from '../../config.js';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { copyMediaDir } from './copy-media.js';
import { s3Storage, type S3Settings } from './s3-storage.js';
import { diskStorage } from './storage.js';

// A real S3-protocol server (s3rver: the S3 REST API over HTTP with SigV4 checks, files on disk)
// stands in for MinIO, AWS or Hetzner; the adapter talks to it with the official AWS SDK.
const bucket = 'club-media';
let server: S3rver;
let settings: S3Settings;

function multipart(data: Buffer) {
  const boundary = '----s3-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

before(async () => {
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'club-s3-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'eu-central-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: null,
  };
});
after(() => server.close());

describe('S3 media storage', () => {
  it('stores, reads and removes one media item with all its sizes, and nothing else', async () => {
    const storage = s3Storage(settings);
    await storage.put('org-a/item-1/original.jpg', Buffer.from('one'));
    await storage.put('org-a/item-1/w480.webp', Buffer.from('two'));
    await storage.put('org-a/item-10/original.jpg', Buffer.from('neighbour'));
    assert.equal((await storage.read('org-a/item-1/w480.webp'))?.toString(), 'two');
    assert.equal(await storage.read('org-a/item-1/missing.jpg'), null);

    await storage.removeAll('org-a/item-1');
    assert.equal(await storage.read('org-a/item-1/original.jpg'), null);
    assert.equal(await storage.read('org-a/item-1/w480.webp'), null);
    // "item-1" is a prefix of "item-10" as text: the neighbour stays.
    assert.equal((await storage.read('org-a/item-10/original.jpg'))?.toString(), 'neighbour');
    await assert.rejects(storage.put('../escape', Buffer.from('x')), /Unsafe media key/);
  });

  it('an upload through one API replica is read by another replica on the same bucket', async () => {
    const replicaA = await buildTestApp({ mediaS3: settings });
    try {
      const demoId = await orgId(replicaA);
      const admin = await userToken(replicaA, demoId, 'admin@demo.club');
      const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36c' } })
        .jpeg()
        .toBuffer();
      const upload = multipart(jpeg);
      const posted = await replicaA.inject({
        method: 'POST',
        url: `/api/multimedia-service/organizations/${demoId}/multimedia/generic`,
        headers: { ...bearer(admin), ...upload.headers },
        payload: upload.payload,
      });
      assert.equal(posted.statusCode, 200, posted.body);
      const href: string = posted.json().href;
      const throughA = await replicaA.inject({ url: href });
      assert.equal(throughA.statusCode, 200);
      assert.equal(throughA.headers['content-type'], 'image/jpeg');

      // Replica B shares nothing with A but the bucket (its own process, disk and memory).
      const key = href.match(/\/multimedia-service\/files\/(.+)$/)?.[1];
      assert.ok(key?.startsWith(`${demoId}/`), `a media href: ${href}`);
      const replicaB = s3Storage(settings);
      const bytes = await replicaB.read(key ?? '');
      assert.ok(bytes && bytes.equals(throughA.rawPayload), 'replica B reads the very bytes A stored');
    } finally {
      await replicaA.close();
    }
  });

  it('redirects picture requests to the bucket when it has a public URL', async () => {
    const publicUrl = `${settings.endpoint}/${bucket}`;
    const storage = s3Storage({ ...settings, publicUrl });
    const key = `${randomUUID()}/${randomUUID()}/original.png`;
    await storage.put(key, Buffer.from('png bytes'));
    const app = await buildTestApp({ mediaS3: { ...settings, publicUrl } });
    try {
      const response = await app.inject({
        url: `/api/multimedia-service/files/${key}`,
      });
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, `${publicUrl}/${key}`);
      // What the browser does next: the bucket itself answers with the bytes.
      const fromBucket = await fetch(String(response.headers.location));
      assert.equal(Buffer.from(await fromBucket.arrayBuffer()).toString(), 'png bytes');
    } finally {
      await app.close();
    }
  });

  it('copies an existing media folder into the bucket under the same keys, and may run twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'club-media-copy-'));
    const disk = diskStorage(dir);
    await disk.put('org-c/item-3/original.jpg', Buffer.from('first'));
    await disk.put('org-c/item-3/w960.webp', Buffer.from('second'));
    await disk.put('org-c/item-4/original.jpg', Buffer.from('third'));
    const target = s3Storage(settings);

    const first = await copyMediaDir(dir, target);
    assert.deepEqual(first, { copied: 3, bytes: 16, skipped: [] });
    const again = await copyMediaDir(dir, target);
    assert.equal(again.copied, 3);
    assert.equal((await target.read('org-c/item-3/w960.webp'))?.toString(), 'second');
    assert.equal((await target.read('org-c/item-4/original.jpg'))?.toString(), 'third');
  });

  it('MEDIA_STORAGE=s3 without a bucket stops the start with one plain line', () => {
    assert.throws(
      () => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'club-cfg-')), MEDIA_STORAGE: 's3' }),
      /MEDIA_STORAGE=s3 needs S3_BUCKET/,
    );
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'club-cfg-')),
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    assert.deepEqual(
      { bucket: config.mediaS3?.bucket, pathStyle: config.mediaS3?.forcePathStyle },
      { bucket: 'b', pathStyle: true },
    );
  });
});
