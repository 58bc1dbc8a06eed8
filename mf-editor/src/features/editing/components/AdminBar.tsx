import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, pageFlagsAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { adminAreaUrl } from '../lib/admin-area';
import { firstInvalidTemplate, isContentChanged } from '../lib/template-ops';
import { editingAtom, modalAtom, parts } from '../model/atoms';
import { setEditMode, toggleAddTemplateMode } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { isDraftValid, saveChanges } from '../model/save';
import { DraftRecovery } from './DraftRecovery';
import { ScheduleNotice } from './ScheduleNotice';

/** The administration bar (§2): hidden at 576 px and narrower by its stylesheet. */
export function AdminBar() {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language === 'en' ? 'en' : 'de';
  const flags = useAtomValue(pageFlagsAtom);
  const { draft, published } = useAtomValue(contentAtom);
  const openModal = useSetAtom(modalAtom);
  const context = useFieldContext();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const edit = useSetAtom(editingAtom);
  const isChanged = parts.some((part) => isContentChanged(draft[part], published[part]));
  const isValid = isDraftValid(context);
  const hasPage = !!published.page;
  const canDelete = hasPage && !flags.isHomePage && !flags.isTrainingPage;

  // Save stays disabled while a value fails (§5); the button beside it opens the first error.
  const save = () => void saveChanges();
  const firstError = isValid ? null : firstInvalidTemplate(draft, parts, context);

  // The configuration dropdown closes on Escape and on a click anywhere else.
  useEffect(() => {
    if (!isMenuOpen) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menuRef.current?.contains(event.target as Node))
        setMenuOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [isMenuOpen]);

  return (
    <div className="editor-bar" role="region" aria-label={t('bar.label')}>
      <DraftRecovery />
      <ScheduleNotice />
      {/* Content is stored per language: say which one these edits go into. */}
      <span className="editor-bar__language">{t('bar.language', { language: t(`languages.${language}`) })}</span>
      <a className="editor-bar__button" href={adminAreaUrl(window.location)}>
        {t('bar.adminArea')}
      </a>
      <button type="button" className="editor-bar__button" onClick={() => openModal('create')}>
        {t('bar.create')}
      </button>
      <button
        type="button"
        className={`editor-bar__button${flags.isEditModeOn ? ' editor-bar__button--active' : ''}`}
        aria-pressed={flags.isEditModeOn}
        onClick={() => setEditMode(!flags.isEditModeOn)}
      >
        {t('bar.edit')}
      </button>
      <div className="editor-bar__menu" ref={menuRef}>
        <button
          type="button"
          className="editor-bar__button"
          aria-haspopup="menu"
          aria-expanded={isMenuOpen}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          {t('bar.configuration')} ▾
        </button>
        {isMenuOpen && (
          <div className="editor-bar__dropdown" role="menu">
            {[
              { key: 'delete', disabled: !canDelete },
              { key: 'history', disabled: !hasPage },
              { key: 'schedule', disabled: !hasPage || !flags.isEditModeOn },
            ].map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                disabled={item.disabled}
                onClick={() => {
                  setMenuOpen(false);
                  openModal(item.key as 'delete');
                }}
              >
                {t(`bar.${item.key}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {flags.isEditModeOn && (
        <>
          <label className="editor-bar__toggle">
            <input type="checkbox" checked={flags.isAddNewTemplateModeOn} onChange={toggleAddTemplateMode} />
            {t('bar.addTemplates')}
          </label>
          <button
            type="button"
            className="editor-bar__button editor-bar__button--primary"
            disabled={!isChanged || !isValid}
            title={isValid ? undefined : t('bar.errors')}
            onClick={save}
          >
            {t('bar.save')}
          </button>
          {firstError && (
            <button
              type="button"
              className="editor-bar__button editor-bar__button--warning"
              onClick={() => edit(firstError)}
            >
              {t('bar.firstError')}
            </button>
          )}
          <button
            type="button"
            className="editor-bar__button"
            disabled={!isChanged}
            onClick={() => openModal('discard')}
          >
            {t('bar.remove')}
          </button>
        </>
      )}
    </div>
  );
}
