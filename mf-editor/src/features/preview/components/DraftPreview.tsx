import { useEffect } from 'react';
import { clubStore, contentAtom, type ContentCopies } from '@club/shared';
import { isDraftMessage, mergeDrafts, readyMessageType } from '../lib/preview-frame';

/**
 * The editor inside the preview's iframe: no bar, no frames, no autosave. It takes the parent
 * window's drafts (same origin only) and shows them as the published copies, so the page renders
 * exactly as a visitor's would, at the iframe's width. A fetch of the page that lands later is
 * overridden again (the store subscription).
 */
export function DraftPreview() {
  useEffect(() => {
    let drafts: ContentCopies | null = null;
    const apply = () => {
      if (!drafts) return;
      const next = mergeDrafts(clubStore.get(contentAtom).published, drafts);
      if (next) clubStore.set(contentAtom, { published: next, draft: next });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isDraftMessage(event.data)) return;
      drafts = event.data.drafts;
      apply();
    };
    window.addEventListener('message', onMessage);
    const unsubscribe = clubStore.sub(contentAtom, apply);
    window.parent.postMessage({ type: readyMessageType }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      unsubscribe();
    };
  }, []);
  return null;
}
