import { call, type EditorPresence } from '@club/shared';
import * as content from '@club/shared/contracts/endpoints/content';

// Who else is here (issue 34 item 5): background calls, so no loading overlay (`untracked`).

export async function joinPresence(contentId: string): Promise<EditorPresence> {
  return call(content.joinPresence, { params: { id: contentId } }, { untracked: true });
}

/** Waits on the server (up to 25 s) until the answer differs from `after`. */
export async function nextPresence(contentId: string, after: string | undefined, signal: AbortSignal) {
  return call(
    content.getPresence,
    { params: { id: contentId }, query: after ? { after } : {} },
    { untracked: true, signal, timeout: 40_000 },
  );
}

export async function takeOverPage(contentId: string): Promise<EditorPresence> {
  return call(content.takeOverPage, { params: { id: contentId } }, { untracked: true });
}

export async function leavePresence(contentId: string): Promise<void> {
  await call(content.leavePresence, { params: { id: contentId } }, { untracked: true });
}

/**
 * The leave of a tab that closes or navigates away (pagehide), so the others see it at once
 * instead of after 40 s without a heartbeat: a `keepalive` fetch outlives the page and carries the
 * bearer token the route needs (`sendBeacon` can send neither a DELETE nor a header). axios's
 * steps before the fetch are microtasks, run before the page goes.
 */
export function leavePresenceOnExit(contentId: string): void {
  call(
    content.leavePresence,
    { params: { id: contentId } },
    { untracked: true, adapter: 'fetch', fetchOptions: { keepalive: true } },
  ).catch(() => {
    // The page is going: nobody to tell; the presence then ends after 40 s.
  });
}
