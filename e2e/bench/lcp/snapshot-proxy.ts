// The bench's own origin beside the club server: `/__static/<name>` answers with the static
// snapshot of a page (its rendered DOM without scripts, its <base> the live page's address, so
// CSS, images and fonts are the same files from the club server); anything else is forwarded.
// Live pages load from the club server itself: through this proxy's port the server's CSP and
// configured origin named another address and refused every remote (found 2026-11-28).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export const staticPrefix = '/__static/';

export interface SnapshotProxy {
  origin: string;
  /** Serve `html` at `/__static/<name>` from now on. */
  setSnapshot: (name: string, html: string) => void;
  close: () => Promise<void>;
}

export async function startSnapshotProxy(target: string): Promise<SnapshotProxy> {
  const snapshots = new Map<string, { plain: Buffer; gzip: Buffer }>();
  const targetUrl = new URL(target);
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith(staticPrefix)) {
      const snapshot = snapshots.get(decodeURIComponent(path.slice(staticPrefix.length).split('?')[0] ?? ''));
      if (!snapshot) {
        res.writeHead(404).end();
        return;
      }
      // Compressed like the club server's own HTML, so the comparison is fair.
      const isGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(isGzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(isGzip ? snapshot.gzip : snapshot.plain);
      return;
    }
    const upstream = request(
      { hostname: targetUrl.hostname, port: targetUrl.port, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    setSnapshot: (name, html) => {
      const plain = Buffer.from(html, 'utf8');
      snapshots.set(name, { plain, gzip: gzipSync(plain) });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
