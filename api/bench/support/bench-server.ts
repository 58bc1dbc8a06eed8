// One API process for the benches (a replica): configured like the real server by its environment
// (loadConfig), forked by api-process.ts so its memory is its own and not the load generator's. It
// answers the bench over IPC: its memory, a garbage collection, and SQL on its database (the only
// way in to an embedded PGlite). Never part of the product.
import { CompiledQuery } from 'kysely';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

export type BenchRequest =
  | { id: number; kind: 'memory' }
  | { id: number; kind: 'gc' }
  | { id: number; kind: 'sql'; text: string; parameters?: unknown[] }
  | { id: number; kind: 'cache' }
  | { id: number; kind: 'stop' };

const config = loadConfig(process.env);
const app = await buildApp(config);
await app.listen({ port: config.port, host: '127.0.0.1' });

async function answer(request: BenchRequest): Promise<unknown> {
  switch (request.kind) {
    case 'memory':
      return process.memoryUsage();
    case 'gc':
      globalThis.gc?.();
      return process.memoryUsage();
    case 'cache':
      return app.publishedCache.stats();
    case 'sql':
      return (await app.db.executeQuery(CompiledQuery.raw(request.text, request.parameters ?? []))).rows;
    case 'stop':
      await app.close();
      setImmediate(() => process.exit(0));
      return null;
  }
}

process.on('message', (request: BenchRequest) => {
  answer(request).then(
    (value) => process.send?.({ id: request.id, value }),
    (error: unknown) => process.send?.({ id: request.id, error: String(error) }),
  );
});
process.send?.({ ready: true });
