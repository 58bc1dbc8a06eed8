import { HttpError } from '../http-error.js';

export const imageQueueFull = (): HttpError =>
  new HttpError(
    503,
    'IMAGE_QUEUE_FULL',
    'Too many pictures are being processed right now. Please try again in a minute.',
    'Service Unavailable',
  );

/**
 * Picture processing one after the other, at most `concurrency` at once: decoding a 40-megapixel
 * picture holds up to ~160 MB of pixels (4 bytes each), so a burst of uploads would otherwise
 * decode side by side and multiply that. Beyond `maxWaiting` queued uploads the caller gets 503
 * at once instead of waiting minutes with its request body in memory.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw imageQueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
