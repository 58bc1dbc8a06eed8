import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { storedBody } from './http.js';

// Issue 37 item 4: a cached body's compressed copies are made when it is stored, so a cache hit
// sends ready bytes and never compresses.
describe('storedBody', () => {
  it('holds its brotli and gzip copies before the first answer, and counts them in its size', async () => {
    const html = `<!DOCTYPE html><p>${'Training am Dienstag '.repeat(200)}</p>`;
    const { cached, bytes } = await storedBody(html, 'text/html; charset=utf-8');
    const br = cached.variants.ready('br');
    const gzip = cached.variants.ready('gzip');
    assert.ok(br && gzip, 'both copies made at store time');
    assert.equal(brotliDecompressSync(br).toString(), html);
    assert.equal(gunzipSync(gzip).toString(), html);
    assert.equal(bytes, Buffer.byteLength(html) + br.length + gzip.length);
  });

  it('makes no copies of a body too small to compress', async () => {
    const { cached, bytes } = await storedBody('{"ok":true}', 'application/json; charset=utf-8');
    assert.equal(cached.variants.ready('br'), undefined);
    assert.equal(bytes, 11);
  });
});
