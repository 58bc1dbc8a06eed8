import type { TFunction } from 'i18next';
import type { RevisionChange } from '@club/shared';

/**
 * A revision's changes in the editor's words: "Startseiten-Karussell: Titel geändert",
 * "Akkordeon: 2 Einträge hinzugefügt". Block and field names come from the editor's own labels.
 */
export function revisionInWords(changes: RevisionChange[] | null | undefined, t: TFunction): string[] | null {
  if (!changes) return null;
  if (changes.length === 0) return [t('history.changes.none')];
  return changes.map((change) => {
    const block = change.type ? t(`types.${change.type}`, { defaultValue: change.type }) : '';
    const fields = (change.fields ?? []).map((name) => t(`fields.${name}`, { defaultValue: name })).join(', ');
    return t(`history.changes.${change.kind}`, {
      block,
      fields,
      count: change.count ?? 0,
      version: change.version ?? 0,
      defaultValue: `${block}: ${change.kind}`,
    });
  });
}
