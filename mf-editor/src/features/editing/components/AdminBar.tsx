import { useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, pageFlagsAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { PreviewToggle } from '../../preview';
import { adminAreaUrl } from '../lib/admin-area';
import { firstInvalidTemplate, isContentChanged } from '../lib/template-ops';
import { editingAtom, isReadOnlyAtom, modalAtom, parts } from '../model/atoms';
import { setEditMode, toggleAddTemplateMode } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { isDraftValid, saveChanges } from '../model/save';
import { checkAccessibility } from '../model/a11y-hints';
import { A11yHints } from './A11yHints';
import { BarMenu, type BarMenuItem } from './BarMenu';
import { useOverflowLevel } from './compact-row';
import { DraftRecovery } from './DraftRecovery';
import { PresenceNotice } from './PresenceNotice';
import { ScheduleNotice } from './ScheduleNotice';
import { UndoButtons } from './UndoButtons';

/** The order of the "More" menu's groups. */
const order = ['admin', 'create', 'configuration', 'addTemplates', 'discard'];

/** The administration bar (§2): hidden at 576 px and narrower by its stylesheet. */
export function AdminBar() {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const flags = useAtomValue(pageFlagsAtom);
  const { draft, published } = useAtomValue(contentAtom);
  const openModal = useSetAtom(modalAtom);
  const context = useFieldContext();
  const barRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const edit = useSetAtom(editingAtom);
  // Someone else holds the page (issue 34 item 5): edit mode shows it, nothing here changes it.
  const isReadOnly = useAtomValue(isReadOnlyAtom);
  const canEdit = flags.isEditModeOn && !isReadOnly;
  const isChanged = parts.some((part) => isContentChanged(draft[part], published[part]));
  const isValid = isDraftValid(context);
  const hasPage = !!published.page;
  const canDelete = hasPage && !flags.isHomePage && !flags.isTrainingPage;

  // Save stays disabled while a value fails (§5); the button beside it opens the first error.
  // Heading order and link texts are checked on every save: hints below the row, never a blocker.
  const save = () => {
    checkAccessibility();
    void saveChanges();
  };
  const firstError = isValid ? null : firstInvalidTemplate(draft, parts, context);

  const configuration: BarMenuItem[] = [
    { key: 'delete', disabled: !canDelete || isReadOnly },
    { key: 'history', disabled: !hasPage || isReadOnly },
    { key: 'schedule', disabled: !hasPage || !canEdit },
  ].map((item) => ({ ...item, label: t(`bar.${item.key}`), onSelect: () => openModal(item.key as 'delete') }));
  // Where the row would wrap, these go into the "More" menu one by one, in this order (issue 34,
  // defect 10); Edit, Save and the first error always stay in the row.
  const movable: Array<{ key: string; items: BarMenuItem[] }> = [
    {
      key: 'admin',
      items: [
        {
          key: 'admin',
          label: t('bar.adminArea'),
          onSelect: () => window.location.assign(adminAreaUrl(window.location)),
        },
      ],
    },
    { key: 'create', items: [{ key: 'create', label: t('bar.create'), onSelect: () => openModal('create') }] },
    ...(canEdit
      ? [
          {
            key: 'addTemplates',
            items: [
              {
                key: 'addTemplates',
                label: t('bar.addTemplates'),
                checked: flags.isAddNewTemplateModeOn,
                onSelect: toggleAddTemplateMode,
              },
            ],
          },
          {
            key: 'discard',
            items: [
              { key: 'discard', label: t('bar.remove'), disabled: !isChanged, onSelect: () => openModal('discard') },
            ],
          },
        ]
      : []),
    { key: 'configuration', items: configuration },
  ];
  const level = useOverflowLevel(
    barRef,
    rowRef,
    [flags.isEditModeOn, isReadOnly, !!firstError, language],
    movable.length,
  );
  const moved = new Set(movable.slice(0, level).map((group) => group.key));
  const inRow = (key: string) => !moved.has(key);
  // In the menu in the row's order: the admin area and creating first, the configuration after.
  const more = movable
    .filter((group) => moved.has(group.key))
    .sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    .flatMap((group) => group.items);

  return (
    <div className="editor-bar" role="region" aria-label={t('bar.label')} ref={barRef}>
      <DraftRecovery />
      <ScheduleNotice />
      <PresenceNotice />
      <div className={`editor-bar__row${level > 0 ? ' editor-bar__row--compact' : ''}`} ref={rowRef}>
        {/* Content is stored per language: say which one these edits go into. */}
        {/* Below 1920 px the row is short of room: the language's name shows, the words before it
            are for screen readers only (editor.css). */}
        <span className="editor-bar__language">
          <span className="editor-bar__language-prefix">{t('bar.language', { language: '' }).trim()} </span>
          {t(`languages.${language}`)}
        </span>
        {inRow('admin') && (
          <a className="editor-bar__button" href={adminAreaUrl(window.location)}>
            {t('bar.adminArea')}
          </a>
        )}
        {inRow('create') && (
          <button type="button" className="editor-bar__button" onClick={() => openModal('create')}>
            {t('bar.create')}
          </button>
        )}
        <button
          type="button"
          className={`editor-bar__button${flags.isEditModeOn ? ' editor-bar__button--active' : ''}`}
          aria-pressed={flags.isEditModeOn}
          onClick={() => setEditMode(!flags.isEditModeOn)}
        >
          {t('bar.edit')}
        </button>
        {canEdit && <UndoButtons />}
        {flags.isEditModeOn && <PreviewToggle />}
        {inRow('configuration') && <BarMenu label={`${t('bar.configuration')} ▾`} items={configuration} />}
        {canEdit && inRow('addTemplates') && (
          <label className="editor-bar__toggle">
            <input type="checkbox" checked={flags.isAddNewTemplateModeOn} onChange={toggleAddTemplateMode} />
            {t('bar.addTemplates')}
          </label>
        )}
        {canEdit && (
          <button
            type="button"
            className="editor-bar__button editor-bar__button--primary"
            disabled={!isChanged || !isValid}
            title={isValid ? undefined : t('bar.errors')}
            onClick={save}
          >
            {t('bar.save')}
          </button>
        )}
        {canEdit && firstError && (
          <button
            type="button"
            className="editor-bar__button editor-bar__button--warning"
            onClick={() => edit(firstError)}
          >
            {t('bar.firstError')}
          </button>
        )}
        {canEdit && inRow('discard') && (
          <button
            type="button"
            className="editor-bar__button"
            disabled={!isChanged}
            onClick={() => openModal('discard')}
          >
            {t('bar.remove')}
          </button>
        )}
        {level > 0 && <BarMenu label={`${t('bar.more')} ▾`} items={more} className="editor-bar__more" />}
      </div>
      {flags.isEditModeOn && <A11yHints />}
    </div>
  );
}
