import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { contentAtom, pageFlagsAtom } from '@club/shared';
import { namespace } from '../../../locales';
import { adminAreaUrl } from '../lib/admin-area';
import { isContentChanged } from '../lib/template-ops';
import { infoAtom, modalAtom, parts } from '../model/atoms';
import { discardDrafts, setEditMode, toggleAddTemplateMode } from '../model/draft';
import { useFieldContext } from '../model/field-context';
import { isDraftValid, saveChanges } from '../model/save';

/** The administration bar (§2): hidden at 576 px and narrower by its stylesheet. */
export function AdminBar() {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const flags = useAtomValue(pageFlagsAtom);
  const { draft, published } = useAtomValue(contentAtom);
  const openModal = useSetAtom(modalAtom);
  const showInfo = useSetAtom(infoAtom);
  const context = useFieldContext();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isChanged = parts.some((part) => isContentChanged(draft[part], published[part]));
  const isValid = isDraftValid(context);
  const hasPage = !!published.page;
  const canDelete = hasPage && !flags.isHomePage && !flags.isTrainingPage;

  const save = () => {
    // §5: saving with errors explains why nothing happens.
    if (!isValid) return showInfo({ variant: 'fail', message: common('validation.fixInputErrors') });
    void saveChanges();
  };

  return (
    <div className="editor-bar" role="region" aria-label={t('bar.label')}>
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
      <div className="editor-bar__menu">
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
          <div className="editor-bar__dropdown" role="menu" onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}>
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
            disabled={!isChanged}
            onClick={save}
          >
            {t('bar.save')}
          </button>
          <button type="button" className="editor-bar__button" disabled={!isChanged} onClick={discardDrafts}>
            {t('bar.remove')}
          </button>
        </>
      )}
    </div>
  );
}
