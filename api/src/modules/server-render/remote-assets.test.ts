import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { RemoteAssets } from './remote-assets.js';
import type { ServerRemote } from './render-types.js';

// A remote's deployment as the renderer reads it: its federation manifest, its map of the lazy
// parts' CSS (written by its build) and the CSS files themselves.
const deployments: Record<string, Record<string, string>> = {
  '/with-map': {
    'mf-manifest.json': JSON.stringify({
      exposes: [
        {
          name: 'Layout',
          assets: { js: { sync: [] }, css: { sync: ['layout.css'], async: ['banner.css', 'faq.css'] } },
        },
      ],
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
    'lazy-part-styles.json': JSON.stringify({
      parts: { Banner: ['banner.css'], Accordion: ['faq.css'], TextArea: [] },
    }),
    'layout.css': '.layout{}',
    'banner.css': '.banner{}',
    'faq.css': '.faq{}',
  },
};
deployments['/without-map'] = { ...deployments['/with-map'] };
delete deployments['/without-map']!['lazy-part-styles.json'];

let server: Server;
let origin = '';
before(async () => {
  server = createServer((request, response) => {
    const [, deployment, file] = /^(\/[^/]+)\/(.+)$/.exec(request.url ?? '') ?? [];
    const body = deployments[deployment ?? '']?.[file ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const remoteAt = (deployment: string): ServerRemote => ({
  name: 'mf-content',
  entry: `${origin}${deployment}/remoteEntry.js`,
  serverEntry: `${origin}${deployment}/server/remoteEntry.js`,
});
const inlined = async (deployment: string, parts?: string[]) =>
  (await new RemoteAssets().styles([remoteAt(deployment)], ['mf-content'], parts)).map((style) => style.file);

describe('the CSS a server-rendered page inlines', () => {
  it('holds the layout and the parts the page rendered, not the other parts', async () => {
    assert.deepEqual(await inlined('/with-map', ['Banner', 'TextArea']), ['banner.css', 'layout.css']);
    assert.deepEqual(await inlined('/with-map', ['Accordion', 'Banner']), ['banner.css', 'faq.css', 'layout.css']);
    assert.deepEqual(await inlined('/with-map', []), ['layout.css']);
  });

  it('holds every file of a remote whose build wrote no map (an older deployment)', async () => {
    assert.deepEqual(await inlined('/without-map', []), ['banner.css', 'faq.css', 'layout.css']);
  });
});
