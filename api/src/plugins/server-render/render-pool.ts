import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from './render-types.js';

// The renderer runs in a worker thread: the shell's server build and the remotes' Node builds it
// loads over HTTP live there, away from the API's own event loop, and a new set of remote
// entries (a remote rolled forward in remotes.json) gets a fresh worker, so no old remote code
// lingers. The worker renders one page at a time (the shared store is one per process).
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const { JSDOM } = createRequire(workerData.apiRequireFrom)('jsdom');
// Rich text is sanitised with DOMPurify, which needs a DOM; the browser has its own.
globalThis.__CLUB_DOM_WINDOW__ = new JSDOM('').window;
const renderer = require(workerData.rendererFile);
let queue = Promise.resolve();
parentPort.on('message', ({ id, request }) => {
  queue = queue
    .then(() => renderer.render(request))
    .then(
      (result) => parentPort.postMessage({ id, result }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});
`;

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let workerCount = 0;

export class RenderWorker {
  /** Tells this worker's pages from those of the worker before (other remote code). */
  readonly id = ++workerCount;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private isBroken = false;

  constructor(
    rendererFile: string,
    private readonly timeoutMs: number,
  ) {
    const apiRequireFrom = createRequire(import.meta.url).resolve('jsdom');
    this.worker = new Worker(workerSource, { eval: true, workerData: { rendererFile, apiRequireFrom } });
    this.worker.unref();
    this.worker.on('message', ({ id, result, error }: { id: number; result?: RenderResult; error?: string }) => {
      const pending = this.pending.get(id);
      if (!pending) return;
      this.pending.delete(id);
      clearTimeout(pending.timer);
      if (error !== undefined || !result) pending.reject(new Error(error ?? 'empty render result'));
      else pending.resolve(result);
    });
    const fail = (error: Error) => {
      this.isBroken = true;
      for (const pending of this.pending.values()) {
        clearTimeout(pending.timer);
        pending.reject(error);
      }
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('render worker exited')));
  }

  get broken(): boolean {
    return this.isBroken;
  }

  render(request: RenderRequest): Promise<RenderResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`server render of ${request.url} took longer than ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, request });
    });
  }

  async close(): Promise<void> {
    this.isBroken = true;
    await this.worker.terminate();
  }
}
