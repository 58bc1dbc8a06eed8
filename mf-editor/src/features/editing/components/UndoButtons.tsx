import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { isTextEditing, redo, undo, undoAtom, undoKeyOf } from '../model/undo';

/**
 * Undo and redo of the whole draft in the admin bar, and their keys while editing: Ctrl/Cmd+Z,
 * Ctrl/Cmd+Shift+Z and Ctrl+Y. Inside a text field the keys stay the browser's (its own undo of
 * the typing there); the buttons and the keys anywhere else undo whole steps (issue 34). The
 * buttons' words show from 1920 px; narrower the arrows (their names and tooltips say the words),
 * so at 1440 px the row keeps its actions in sight instead of moving them into "Mehr".
 */
export function UndoButtons() {
  const { t } = useTranslation(namespace);
  const { past, future } = useAtomValue(undoAtom);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = undoKeyOf(event);
      if (!action || isTextEditing(event.target)) return;
      event.preventDefault();
      if (action === 'undo') undo();
      else redo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="editor-bar__button"
        disabled={past.length === 0}
        aria-label={t('undo.undo')}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={t('undo.undoHint')}
        onClick={undo}
      >
        <span aria-hidden="true">↶</span>
        <span className="editor-bar__undo-text">{t('undo.undo')}</span>
      </button>
      <button
        type="button"
        className="editor-bar__button"
        disabled={future.length === 0}
        aria-label={t('undo.redo')}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title={t('undo.redoHint')}
        onClick={redo}
      >
        <span aria-hidden="true">↷</span>
        <span className="editor-bar__undo-text">{t('undo.redo')}</span>
      </button>
    </>
  );
}
