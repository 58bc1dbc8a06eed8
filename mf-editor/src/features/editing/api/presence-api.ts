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
