import type { Template } from '@club/shared';

/** Blocks that render the page's level-1 heading when they come first. */
const headingBlocks = new Set<string>(['CARROUSEL', 'COMMON_BANNER']);

/**
 * Whether the page needs a level-1 heading of its own (kept for screen readers and the page
 * outline only): pages starting with, say, a parallax or a text block have none otherwise.
 */
export function needsPageHeading(templates: readonly Pick<Template, 'type'>[]): boolean {
  return !headingBlocks.has(templates[0]?.type ?? '');
}
