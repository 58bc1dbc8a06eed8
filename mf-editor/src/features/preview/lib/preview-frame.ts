import type { ContentCopies } from '@club/shared';

// The width preview (issue 34, item 4): the site's own rendering of the draft in an iframe of
// the device's width, scaled into a panel beside the page. Pure parts, unit-tested.

/** The three widths (px) the preview offers: phone, tablet, desktop. */
export const previewDevices = [
  { key: 'phone', width: 375 },
  { key: 'tablet', width: 768 },
  { key: 'desktop', width: 1440 },
] as const;
export type PreviewDevice = (typeof previewDevices)[number]['key'];

/** The iframe's window name: how the page inside knows it is the draft preview. */
export const previewFrameName = 'club-draft-preview';
export const draftMessageType = 'club-draft-preview';
export const readyMessageType = 'club-draft-preview-ready';

/** The panel's width on a screen this wide: the phone at full size, larger devices at most 45 %. */
export function previewPanelWidth(viewportWidth: number, deviceWidth: number): number {
  const chrome = 24;
  return Math.round(Math.min(deviceWidth + chrome, Math.max(viewportWidth * 0.45, 375 + chrome)));
}

/** How much the device's page shrinks to fit the panel's inner width (never enlarged). */
export const previewScale = (deviceWidth: number, innerWidth: number): number =>
  Math.min(1, Math.max(0.1, innerWidth / deviceWidth));

export interface DraftMessage {
  type: typeof draftMessageType;
  drafts: ContentCopies;
}

export const isDraftMessage = (data: unknown): data is DraftMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === draftMessageType;

/**
 * The copies the preview shows: each draft replaces the shown copy of the same content (same id);
 * a page the preview navigated to on its own keeps its published copy. Null: nothing to change.
 */
export function mergeDrafts(shown: ContentCopies, drafts: ContentCopies): ContentCopies | null {
  const next = { ...shown };
  let isChanged = false;
  for (const part of Object.keys(drafts) as Array<keyof ContentCopies>) {
    const draft = drafts[part];
    const current = shown[part];
    if (!draft || !current || draft.id !== current.id || draft === current) continue;
    next[part] = draft;
    isChanged = true;
  }
  return isChanged ? next : null;
}
