import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RenderRequest, RenderResult } from './render-types.js';
import type { ApiTransportRequest, ApiTransportResponse } from './render-types.js';

// The renderer runs in worker threads (piscina): the shell's server build and the remotes' Node
// builds it loads live there, away from the API's own event loop. A worker renders one page at a
// time (the shared store is one per thread); the pool holds one worker per core but one (the API's
// thread answers their data requests), so cold pages render side by side on larger machines. A new set of remote entries gets a new pool: no old remote code
// lingers. The renderer's API requests come back over a MessagePort and are answered in this
// process (@club/shared transportAdapter): no HTTP to 127.0.0.1.
const workerSource = `
const { workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { JSDOM } = createRequire(workerData.apiRequireFrom)('jsdom');
// Rich text is sanitised with DOMPurify, which needs a DOM; the browser has its own.
globalThis.__CLUB_DOM_WINDOW__ = new JSDOM('').window;
const renderer = require(workerData.rendererFile);
module.exports = async function render({ request, port }) {
  if (!port) return renderer.render(request);
  let next = 0;
  const pending = new Map();
  port.on('message', ({ id, response, error }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (!waiting) return;
    if (error !== undefined) waiting.reject(new Error(error));
    else waiting.resolve(response);
  });
  const api = (apiRequest) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      port.postMessage({ id, request: apiRequest });
    });
  try {
    return await renderer.render(request, api);
  } finally {
    port.close();
  }
};
`;

let workerFile: string | undefined;
function renderWorkerFile(): string {
  workerFile ??= join(mkdtempSync(join(tmpdir(), 'club-render-')), 'render-worker.cjs');
  writeFileSync(workerFile, workerSource);
  return workerFile;
}

/** Answers one of the renderer's API requests inside this process. */
export type ApiAnswerer = (request: ApiTransportRequest) => Promise<ApiTransportResponse>;

/**
 * One worker per core but one: the API's own thread answers the renderers' data requests and
 * every other request (measured on two cores: 50 cold pages at once took 1.4x as long on two
 * render threads as on one).
 */
export const renderThreads = Math.max(1, availableParallelism() - 1);

let poolCount = 0;

export class RenderPool {
  /** Tells this pool's pages from those of the pool before (other remote code). */
  readonly id = ++poolCount;
  private readonly pool: Piscina;
  private isBroken = false;

  constructor(
    rendererFile: string,
    private readonly timeoutMs: number,
    /** null: the renderer asks the API over HTTP (request.apiBaseUrl), as before the pool. */
    private readonly answer: ApiAnswerer | null,
    threads = renderThreads,
  ) {
    const apiRequireFrom = createRequire(import.meta.url).resolve('jsdom');
    this.pool = new Piscina({
      filename: renderWorkerFile(),
      workerData: { rendererFile, apiRequireFrom },
      // Every thread starts with the pool: a thread started during a burst of cold pages would
      // first load the renderer and every remote's code (measured: 50 pages at once took twice
      // as long as on one warm thread).
      minThreads: threads,
      maxThreads: threads,
    });
    this.pool.on('error', () => {
      this.isBroken = true;
    });
  }

  get broken(): boolean {
    return this.isBroken;
  }

  private serve(port: MessagePort): void {
    const answer = this.answer;
    if (!answer) return;
    port.on('message', ({ id, request }: { id: number; request: ApiTransportRequest }) => {
      answer(request).then(
        (response) => port.postMessage({ id, response }),
        (error: unknown) => port.postMessage({ id, error: String(error) }),
      );
    });
  }

  async render(request: RenderRequest): Promise<RenderResult> {
    const { port1, port2 } = new MessageChannel();
    this.serve(port1);
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      return (await (this.answer
        ? this.pool.run({ request, port: port2 }, { transferList: [port2], signal })
        : this.pool.run({ request }, { signal }))) as RenderResult;
    } catch (error) {
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError')
        throw new Error(`server render of ${request.url} took longer than ${this.timeoutMs} ms`, { cause: error });
      throw error;
    } finally {
      port1.close();
    }
  }

  async close(): Promise<void> {
    this.isBroken = true;
    await this.pool.destroy();
  }
}
