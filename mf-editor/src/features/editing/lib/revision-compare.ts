import type { Template } from '@club/shared';

// Revisions compared visually (issue 34, item 6): which blocks of an older revision and of
// today's page differ, so the history can mark them beside the rendered blocks. Blocks are
// matched by id (the API keeps a block's id across saves and restores), entries by id, values
// by field id, compared as stored (a rich text's formatting counts).

/** What happened to a block between the revision and today. */
export type BlockMark = 'added' | 'removed' | 'changed' | 'moved';

export interface ComparedBlock {
  /** Stable key for lists: the block's id (or its position when it has none). */
  key: string;
  template: Template;
  /** Empty: the block is the same on both sides. 'moved' and 'changed' may come together. */
  marks: BlockMark[];
  /** Names of the fields whose values differ ('title', 'text'), for a changed block. */
  fields: string[];
}

export interface RevisionComparison {
  /** The revision's blocks in its order; blocks gone since are 'removed'. */
  revision: ComparedBlock[];
  /** Today's blocks in their order; blocks new since the revision are 'added'. */
  today: ComparedBlock[];
}

const keyOf = (template: Template, index: number, side: string) => template.id ?? `${side}-${index}`;

/** The fields whose values differ, and whether the entries differ (added, removed, reordered). */
function differences(before: Template, after: Template): { isChanged: boolean; fields: string[] } {
  const names = new Map([...before.fields, ...after.fields].map((field) => [field.id, field.name]));
  const fields = new Set<string>();
  const entriesBefore = before.elements.map((e) => e.id).join('|');
  const entriesAfter = after.elements.map((e) => e.id).join('|');
  for (const element of after.elements) {
    const old = before.elements.find((e) => e.id === element.id);
    if (!old) continue;
    const was = new Map(old.values.map((v) => [v.fieldId, v.value]));
    const is = new Map(element.values.map((v) => [v.fieldId, v.value]));
    for (const fieldId of new Set([...was.keys(), ...is.keys()]))
      if ((was.get(fieldId) ?? '') !== (is.get(fieldId) ?? '')) fields.add(names.get(fieldId) ?? fieldId);
  }
  return { isChanged: fields.size > 0 || entriesBefore !== entriesAfter, fields: [...fields] };
}

/**
 * The blocks both sides keep that stay in order: the longest common subsequence of the kept ids
 * in the revision's order (their positions today increasing). Every other kept block moved: one
 * block dragged to the top marks that block, not every block it jumped over.
 */
function inPlace(keptInRevisionOrder: string[], todayIndex: Map<string, number>): Set<string> {
  const positions = keptInRevisionOrder.map((id) => todayIndex.get(id) ?? 0);
  // Patience sorting with back links: O(n log n), n is a page's block count.
  const tails: number[] = [];
  const previous: number[] = positions.map(() => -1);
  positions.forEach((position, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((positions[tails[middle] ?? 0] ?? 0) < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1] ?? -1;
    tails[low] = i;
  });
  const kept = new Set<string>();
  for (let i = tails[tails.length - 1] ?? -1; i >= 0; i = previous[i] ?? -1) kept.add(keptInRevisionOrder[i] ?? '');
  return kept;
}

/** Marks each block of the revision and of today's page: added, removed, changed, moved. */
export function compareRevision(revision: Template[], today: Template[]): RevisionComparison {
  const revisionById = new Map(revision.map((t, i) => [keyOf(t, i, 'revision'), t]));
  const todayIndex = new Map(today.map((t, i) => [keyOf(t, i, 'today'), i]));
  const kept = revision.map((t, i) => keyOf(t, i, 'revision')).filter((key) => todayIndex.has(key));
  const unmoved = inPlace(kept, todayIndex);

  const changes = new Map<string, { marks: BlockMark[]; fields: string[] }>();
  for (const key of kept) {
    const before = revisionById.get(key);
    const after = today[todayIndex.get(key) ?? -1];
    if (!before || !after) continue;
    const { isChanged, fields } = differences(before, after);
    const marks: BlockMark[] = [];
    if (!unmoved.has(key)) marks.push('moved');
    if (isChanged) marks.push('changed');
    changes.set(key, { marks, fields });
  }
  const side = (templates: Template[], name: string, missing: BlockMark): ComparedBlock[] =>
    templates.map((template, index) => {
      const key = keyOf(template, index, name);
      const change = changes.get(key);
      return change ? { key, template, ...change } : { key, template, marks: [missing], fields: [] };
    });
  return { revision: side(revision, 'revision', 'removed'), today: side(today, 'today', 'added') };
}
