import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { clubStore, contentAtom, pageFlagsAtom, type EditorPresence } from '@club/shared';
import { fetchPage, keepDraft } from '../api/content-api';
import { joinPresence, leavePresence, leavePresenceOnExit, nextPresence, takeOverPage } from '../api/presence-api';
import { isContentChanged } from '../lib/template-ops';
import { chooserAtom, editingAtom, isWatching, parts, presenceAtom } from './atoms';
import { publish } from './draft';

// Who else is here (issue 34 item 5). While edit mode is on, the editor tells the API it is on
// the page (a heartbeat) and keeps a long poll open that the API answers as soon as anyone
// arrives, leaves or takes the page over (NOTIFY reaches every replica). Long polling rather than
// a stream: plain requests through the API client (its bearer token, no EventSource without
// headers), nothing held open by proxies, and the same route answers at once without `after`.

/** When the long poll fails (offline, a restart): ask again after this pause. */
const retryMs = 5_000;

/** Someone took the page over: close what edits it and keep the unsaved edits as a draft now. */
function startWatching(): void {
  clubStore.set(editingAtom, null);
  clubStore.set(chooserAtom, null);
  clubStore.set(pageFlagsAtom, (flags) => ({ ...flags, isAddNewTemplateModeOn: false }));
  const { draft, published } = clubStore.get(contentAtom);
  for (const part of parts) {
    const copy = draft[part];
    if (copy && isContentChanged(copy, published[part]))
      keepDraft(copy).catch((e: unknown) => console.warn('Keeping the draft failed', e));
  }
}

/** This editor holds the page again: without edits of its own it starts from the latest save. */
async function startEditing(contentId: string): Promise<void> {
  const { draft, published } = clubStore.get(contentAtom);
  if (isContentChanged(draft.page, published.page)) return;
  const latest = await fetchPage(contentId);
  if (clubStore.get(contentAtom).published.page?.id === contentId) publish('page', latest);
}

/** Shows an answer of the API and acts on a change between editing and watching. */
export function showPresence(contentId: string, presence: EditorPresence): void {
  const before = clubStore.get(presenceAtom);
  const wasWatching = before?.contentId === contentId && isWatching(before.presence);
  clubStore.set(presenceAtom, { contentId, presence });
  if (!wasWatching && isWatching(presence)) startWatching();
  if (wasWatching && !isWatching(presence))
    startEditing(contentId).catch((e: unknown) => console.warn('Loading the latest version failed', e));
}

/** "Take over" / "Take back": this editor holds the page from now on. */
export async function takeOver(contentId: string): Promise<void> {
  showPresence(contentId, await takeOverPage(contentId));
}

/** Keeps this editor's presence on the page while edit mode is on, and the others' in view. */
export function usePresence(): void {
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  const contentId = useAtomValue(contentAtom).published.page?.id ?? null;

  useEffect(() => {
    if (!isEditModeOn || !contentId) return;
    const stop = new AbortController();
    let revision: string | undefined;
    let heartbeat: number | undefined;
    let beatEveryMs = 15_000;
    const show = (presence: EditorPresence) => {
      if (stop.signal.aborted) return;
      revision = presence.revision;
      beatEveryMs = presence.heartbeatSeconds * 1_000;
      showPresence(contentId, presence);
    };
    const beat = () => joinPresence(contentId).then(show, (e: unknown) => console.warn('Presence heartbeat failed', e));
    const follow = async () => {
      // Joined first: the poll then waits on that answer's revision.
      await beat();
      if (stop.signal.aborted) return;
      heartbeat = window.setInterval(() => void beat(), beatEveryMs);
      while (!stop.signal.aborted) {
        try {
          show(await nextPresence(contentId, revision, stop.signal));
        } catch {
          if (stop.signal.aborted) return;
          await new Promise((resolve) => window.setTimeout(resolve, retryMs));
        }
      }
    };
    void follow();
    // A closed tab, a reload or a link away leaves at once (a page kept in the back-forward cache
    // joins again when it is shown).
    const onPageHide = () => leavePresenceOnExit(contentId);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void beat();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stop.abort();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.clearInterval(heartbeat);
      clubStore.set(presenceAtom, null);
      leavePresence(contentId).catch((e: unknown) => console.warn('Leaving the page failed', e));
    };
  }, [isEditModeOn, contentId]);
}
