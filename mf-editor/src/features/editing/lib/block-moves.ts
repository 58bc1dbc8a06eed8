import type { ContentPage, Template } from '@club/shared';
import { homeMandatoryTemplateTypes, undeletableTemplateTypes } from '@club/shared/contracts';

// Moving blocks (issue 34, item 3). §4 keeps the first block (position 0), the footer, social
// media and the home page's news (mandatory) on the page; issue 34 keeps them "in place" too. We
// read "in place" as: a fixed block never moves, nothing moves above the first block, and no
// block moves past a protected one (the blocks above it stay above it). New blocks may still be
// added anywhere but above the first block, as before.

export interface PageKind {
  isHomePage: boolean;
}

/** Why a block cannot move at all: the first block, a protected block, or null (it can). */
export type FixedReason = 'first' | 'protected';

export function whyFixed(
  templates: ReadonlyArray<Pick<Template, 'type'>>,
  index: number,
  page: PageKind,
): FixedReason | null {
  const template = templates[index];
  if (!template) return null;
  if (index === 0) return 'first';
  if (undeletableTemplateTypes.includes(template.type)) return 'protected';
  if (page.isHomePage && homeMandatoryTemplateTypes.includes(template.type)) return 'protected';
  return null;
}

/** True when the block at `from` may end at position `to` (the blocks between shift by one). */
export function canMoveTo(
  templates: ReadonlyArray<Pick<Template, 'type'>>,
  from: number,
  to: number,
  page: PageKind,
): boolean {
  if (from === to || to < 0 || to >= templates.length || from < 0 || from >= templates.length) return false;
  if (whyFixed(templates, from, page)) return false;
  const [low, high] = from < to ? [from + 1, to] : [to, from - 1];
  for (let index = low; index <= high; index += 1) if (whyFixed(templates, index, page)) return false;
  return true;
}

/** Why the block cannot go one step up (-1) or down (1); null: it can. */
export type StepReason = FixedReason | 'edge' | 'belowFirst' | 'pastProtected';

export function whyNoStep(
  templates: ReadonlyArray<Pick<Template, 'type'>>,
  index: number,
  direction: -1 | 1,
  page: PageKind,
): StepReason | null {
  const fixed = whyFixed(templates, index, page);
  if (fixed) return fixed;
  const to = index + direction;
  if (to < 0 || to >= templates.length) return 'edge';
  const neighbour = whyFixed(templates, to, page);
  if (neighbour === 'first') return 'belowFirst';
  if (neighbour) return 'pastProtected';
  return null;
}

/** The positions the block at `from` may take, its own included (where a drag may end). */
export function allowedTargets(
  templates: ReadonlyArray<Pick<Template, 'type'>>,
  from: number,
  page: PageKind,
): number[] {
  return templates.map((_, to) => to).filter((to) => to === from || canMoveTo(templates, from, to, page));
}

/** The page with the block at `from` moved to `to`; the same page when the move is not allowed. */
export function moveTemplate(page: ContentPage, from: number, to: number, kind: PageKind): ContentPage {
  if (!canMoveTo(page.templates, from, to, kind)) return page;
  const templates = [...page.templates];
  const [moved] = templates.splice(from, 1);
  templates.splice(to, 0, moved!);
  return { ...page, templates };
}
