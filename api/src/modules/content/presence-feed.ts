import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';

/** The channel migration 340's triggers notify with the page's id when its presence changes. */
export const presenceChannel = 'club_editor_presence';

/**
 * Wakes the editors waiting for a change of a page's presence (GET presence?after=). Every
 * replica LISTENs on the channel, so an editor waiting on one replica hears of a take-over on
 * another, as the published cache hears of saves (lib/published-cache, migration 080).
 */
export class PresenceFeed {
  private readonly waiters = new Map<string, Set<() => void>>();
  private isLive = false;
  private isClosed = false;

  notify(contentId: string): void {
    const waiting = this.waiters.get(contentId);
    if (!waiting) return;
    this.waiters.delete(contentId);
    for (const wake of waiting) wake();
  }

  setLive(isLive: boolean): void {
    this.isLive = isLive;
    // Changes made while the feed was down were missed: everyone reads again.
    if (!isLive) this.wakeAll();
  }

  /** Shutdown: nobody waits any longer. */
  close(): void {
    this.isClosed = true;
    this.wakeAll();
  }

  /**
   * Resolves when the page's presence may have changed, after `ms`, or when `aborted` fires (the
   * client went away). Without a live feed it waits 2 s at most: the caller reads again then.
   * False once the app is closing: stop waiting.
   */
  next(contentId: string, ms: number, aborted?: EventEmitter): Promise<boolean> {
    if (this.isClosed || ms <= 0) return Promise.resolve(!this.isClosed);
    return new Promise((resolve) => {
      let waiting = this.waiters.get(contentId);
      if (!waiting) this.waiters.set(contentId, (waiting = new Set()));
      const set = waiting;
      const wake = () => {
        clearTimeout(timer);
        aborted?.removeListener('close', wake);
        set.delete(wake);
        if (set.size === 0 && this.waiters.get(contentId) === set) this.waiters.delete(contentId);
        resolve(!this.isClosed);
      };
      const timer = setTimeout(wake, this.isLive ? ms : Math.min(ms, 2_000));
      set.add(wake);
      aborted?.once('close', wake);
    });
  }

  private wakeAll(): void {
    const all = [...this.waiters.values()];
    this.waiters.clear();
    for (const waiting of all) for (const wake of waiting) wake();
  }
}

/** The app's presence feed: listening from start to close. */
export async function startPresenceFeed(app: FastifyInstance): Promise<PresenceFeed> {
  const feed = new PresenceFeed();
  const stop = await app.listenToDatabase(
    presenceChannel,
    { onNotify: (contentId) => feed.notify(contentId), onLive: (isLive) => feed.setLive(isLive) },
    { applicationName: `club-editor-presence-${process.pid}` },
  );
  app.addHook('preClose', async () => feed.close());
  app.addHook('onClose', async () => stop());
  return feed;
}
