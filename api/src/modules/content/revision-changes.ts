import type { StoredElement, StoredField } from '../../db/schema.js';

// What a revision changed, per block and field, so the history can say it in words
// ("Banner: title changed", "Accordion: 2 entries added") in the editor's language.

export type RevisionChange =
  | { kind: 'renamed' }
  | { kind: 'restored'; version: number }
  | { kind: 'added' | 'removed' | 'moved'; type: string }
  | { kind: 'fields'; type: string; fields: string[] }
  | { kind: 'entriesAdded' | 'entriesRemoved'; type: string; count: number };

interface Block {
  id: string;
  type: string;
  fields: StoredField[];
  elements: StoredElement[];
}

const valueTexts = (block: Block, element: StoredElement): Map<string, string> => {
  const names = new Map(block.fields.map((f) => [f.id, f.name]));
  return new Map(element.values.map((v) => [names.get(v.fieldId) ?? v.fieldId, JSON.stringify(v.value)]));
};

function blockChanges(before: Block, after: Block): RevisionChange[] {
  const changes: RevisionChange[] = [];
  const beforeIds = new Set(before.elements.map((e) => e.id));
  const afterIds = new Set(after.elements.map((e) => e.id));
  const added = after.elements.filter((e) => !beforeIds.has(e.id)).length;
  const removed = before.elements.filter((e) => !afterIds.has(e.id)).length;
  if (added) changes.push({ kind: 'entriesAdded', type: after.type, count: added });
  if (removed) changes.push({ kind: 'entriesRemoved', type: after.type, count: removed });
  const fields = new Set<string>();
  for (const element of after.elements) {
    const old = before.elements.find((e) => e.id === element.id);
    if (!old) continue;
    const was = valueTexts(before, old);
    for (const [name, text] of valueTexts(after, element)) if (was.get(name) !== text) fields.add(name);
  }
  if (fields.size) changes.push({ kind: 'fields', type: after.type, fields: [...fields] });
  return changes;
}

/** The changes from one stored page state to the next, in page order. */
export function revisionChanges(before: Block[], after: Block[], isRenamed: boolean): RevisionChange[] {
  const beforeById = new Map(before.map((t, index) => [t.id, { block: t, index }]));
  const afterIds = new Set(after.map((t) => t.id));
  const changes: RevisionChange[] = isRenamed ? [{ kind: 'renamed' }] : [];
  const keptBefore = before.filter((t) => afterIds.has(t.id)).map((t) => t.id);
  const keptAfter = after.filter((t) => beforeById.has(t.id)).map((t) => t.id);
  after.forEach((block) => {
    const old = beforeById.get(block.id);
    if (!old) return changes.push({ kind: 'added', type: block.type });
    if (keptBefore.indexOf(block.id) !== keptAfter.indexOf(block.id)) changes.push({ kind: 'moved', type: block.type });
    changes.push(...blockChanges(old.block, block));
  });
  for (const block of before) if (!afterIds.has(block.id)) changes.push({ kind: 'removed', type: block.type });
  return changes;
}

/** The changes in English words: the stored summary and the fallback for any language. */
export function changesInWords(changes: RevisionChange[]): string {
  if (changes.length === 0) return 'no changes';
  return changes
    .map((change) => {
      switch (change.kind) {
        case 'renamed':
          return 'page renamed';
        case 'restored':
          return `version ${change.version} restored`;
        case 'added':
          return `${change.type}: block added`;
        case 'removed':
          return `${change.type}: block removed`;
        case 'moved':
          return `${change.type}: block moved`;
        case 'fields':
          return `${change.type}: ${change.fields.join(', ')} changed`;
        case 'entriesAdded':
          return `${change.type}: ${change.count} ${change.count === 1 ? 'entry' : 'entries'} added`;
        case 'entriesRemoved':
          return `${change.type}: ${change.count} ${change.count === 1 ? 'entry' : 'entries'} removed`;
      }
    })
    .join('; ');
}
