import { useEffect } from 'react';
import { clubStore } from '../state/store';
import { documentHeadAtom, isServerRender, type DocumentHead } from './render-context';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, value: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!value) return;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = value;
}

/**
 * The page's title and description: collected for <head> while rendering on the server,
 * written into the document while mounted in the browser. `null` while still loading.
 */
export function useDocumentHead(head: DocumentHead | null): void {
  if (isServerRender && head) clubStore.set(documentHeadAtom, (current) => ({ ...current, ...head }));
  const { title, description, image } = head ?? {};
  const isReady = head !== null;
  useEffect(() => {
    if (!isReady) return;
    if (title) document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    setMeta('meta[property="og:image"]', 'property', 'og:image', image);
  }, [isReady, title, description, image]);
}
