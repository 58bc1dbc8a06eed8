import { clubStore, contentAtom, type ContentPage } from '@club/shared';
import { newTemplate, setValue } from '../lib/template-ops';
import { publish, updateDraft } from './draft';
import { endTypingRun, redo, resetUndo, undo, undoAtom, undoKeyOf } from './undo';

const banner = { ...newTemplate('COMMON_BANNER', 'banner-1'), isNew: false };
const value = banner.elements[0]!.values.find((v) => v.fieldId === banner.fields.find((f) => f.name === 'title')!.id)!;
const page = { id: 'p', name: 'Handball', templates: [banner], version: 3 } as unknown as ContentPage;
const title = () =>
  clubStore.get(contentAtom).draft.page!.templates[0]!.elements[0]!.values.find((v) => v.id === value.id)!.value;
const type = (text: string, group?: string) =>
  updateDraft(
    'page',
    (c) => ({ ...c, templates: [setValue(c.templates[0]!, banner.elements[0]!.id, value.id, text)] }),
    group,
  );

// Issue 34, item 2.
describe('undo and redo of the draft', () => {
  beforeEach(() => {
    publish('page', page);
    resetUndo();
  });

  it('keeps at least 100 steps and walks them back and forth', () => {
    for (let i = 1; i <= 120; i += 1) type(`Titel ${i}`);
    for (let i = 0; i < 100; i += 1) undo();
    expect(title()).toBe('Titel 20');
    for (let i = 0; i < 100; i += 1) redo();
    expect(title()).toBe('Titel 120');
  });

  it('makes a typing run in one field one step, and leaving the field ends the run', () => {
    'Handball'.split('').forEach((_, i) => type('Handball'.slice(0, i + 1), value.id));
    endTypingRun();
    type('Handball!', value.id);
    undo();
    expect(title()).toBe('Handball');
    undo();
    expect(title()).toBe('');
    expect(clubStore.get(undoAtom).past).toHaveLength(0);
  });

  it('keeps the version a save needs when undoing', () => {
    type('Eins');
    clubStore.set(contentAtom, (c) => ({ ...c, draft: { ...c.draft, page: { ...c.draft.page!, version: 4 } } }));
    undo();
    expect(clubStore.get(contentAtom).draft.page!.version).toBe(4);
  });

  it('knows the keys: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    const key = (init: KeyboardEventInit) => undoKeyOf(new KeyboardEvent('keydown', init));
    expect(key({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(key({ key: 'z', metaKey: true })).toBe('undo');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(key({ key: 'z' })).toBeNull();
  });
});
