import { atom } from 'jotai';
import type { PreviewDevice } from '../lib/preview-frame';

/** The device whose width the preview panel shows; null: the panel is closed. */
export const previewDeviceAtom = atom<PreviewDevice | null>(null);

/** True inside the preview's iframe: the editor there only passes the parent's draft to the page. */
export const isDraftPreview = (): boolean =>
  typeof window !== 'undefined' && window.parent !== window && window.name === 'club-draft-preview';
