import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, menusLoadedAtom, Modal, toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { removeMenu } from '../api/content-api';
import { removeTargetAtom } from '../model/atoms';

/** Confirms removing a menu entry; the server refuses while pages hang under it and says which. */
export function MenuRemoveModal() {
  const { t } = useTranslation(namespace);
  const [target, setTarget] = useAtom(removeTargetAtom);
  const [error, setError] = useState<string | null>(null);
  if (!target) return null;
  const close = () => {
    setTarget(null);
    setError(null);
  };
  const remove = async () => {
    try {
      await removeMenu(target.id);
      close();
      // The menus changed: the site loads them again.
      clubStore.set(menusLoadedAtom, false);
    } catch (e) {
      setError(toApiError(e).message);
    }
  };
  return (
    <Modal
      isOpen
      onClose={close}
      title={t('removeMenu.title', { name: target.name })}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={close}>
            {t('removeMenu.cancel')}
          </button>
          {!error && (
            <button type="button" className="club-button editor-danger" onClick={() => void remove()}>
              {t('removeMenu.confirm')}
            </button>
          )}
        </>
      }
    >
      <p>{t('removeMenu.text', { name: target.name })}</p>
      {error && (
        <p className="editor-field__message" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}

/** A small bin drawn as SVG (no emoji: the same on every system). */
export function BinIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
      />
    </svg>
  );
}
