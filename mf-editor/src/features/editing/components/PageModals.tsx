import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clubStore, contentAtom, menusAtom, menusLoadedAtom, Modal, toApiError, type MenuItem } from '@club/shared';
import { namespace } from '../../../locales';
import { deletePage, renameMenu, schedulePage } from '../api/content-api';
import { infoAtom, modalAtom } from '../model/atoms';
import { publish, setEditMode } from '../model/draft';

/** Delete content (§4): clears both copies, ends edit mode, goes to '/'. */
export function DeleteModal() {
  const { t } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const page = useAtomValue(contentAtom).published.page;
  const navigate = useNavigate();
  if (modal !== 'delete' || !page) return null;
  const remove = async () => {
    try {
      await deletePage(page.id);
      setModal(null);
      publish('page', null);
      setEditMode(false);
      clubStore.set(menusLoadedAtom, false);
      navigate('/');
    } catch (e) {
      setModal(null);
      setInfo({ variant: 'fail', message: toApiError(e).message });
    }
  };
  return (
    <Modal
      isOpen
      onClose={() => setModal(null)}
      title={t('delete.title')}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={() => setModal(null)}>
            {t('delete.cancel')}
          </button>
          <button type="button" className="club-button editor-danger" onClick={() => void remove()}>
            {t('delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('delete.text', { name: page.name })}</p>
    </Modal>
  );
}

/** Rename the current page's menu item (§4: only in edit mode, not top level; then exit to '/'). */
export function RenameModal() {
  const { t } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const page = useAtomValue(contentAtom).published.page;
  const navigate = useNavigate();
  const menuItem = page?.menu && page.menu.parentId ? page.menu : null;
  const [name, setName] = useState('');
  if (modal !== 'rename' || !page) return null;
  const rename = async (itemId: string) => {
    try {
      await renameMenu({ id: itemId, name: name.trim() });
      setModal(null);
      setEditMode(false);
      clubStore.set(menusLoadedAtom, false);
      navigate('/');
    } catch (e) {
      setInfo({ variant: 'fail', message: toApiError(e).message });
    }
  };
  const itemId = menuItem?.id ?? findItemId(page.id);
  return (
    <Modal
      isOpen
      onClose={() => setModal(null)}
      title={t('rename.title')}
      footer={
        <button
          type="button"
          className="club-button"
          disabled={!itemId || !name.trim() || name.trim().length > 20}
          onClick={() => itemId && void rename(itemId)}
        >
          {t('rename.save')}
        </button>
      }
    >
      <label className="editor-field__label">
        {t('rename.name')}
        <input
          className="editor-field__input"
          value={name}
          maxLength={20}
          placeholder={page.name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
    </Modal>
  );
}

/** The (non-top-level) menu item that links to a page, found in the shared menus. */
function findItemId(contentId: string): string | null {
  const search = (items: readonly MenuItem[]): string | null => {
    for (const item of items) {
      if (item.contentId === contentId && item.parentId) return item.id;
      const found = search(item.children ?? []);
      if (found) return found;
    }
    return null;
  };
  return search(Object.values(clubStore.get(menusAtom)).filter((m): m is MenuItem => !!m));
}

/** Publish the draft at a chosen time, even with nobody online. */
export function ScheduleModal() {
  const { t } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const draft = useAtomValue(contentAtom).draft.page;
  const [at, setAt] = useState('');
  if (modal !== 'schedule' || !draft) return null;
  const schedule = async () => {
    try {
      const result = await schedulePage(draft, new Date(at).toISOString());
      setModal(null);
      setInfo({ variant: 'success', message: t('schedule.done', { at: new Date(result.publishAt).toLocaleString() }) });
    } catch (e) {
      setInfo({ variant: 'fail', message: toApiError(e).message });
    }
  };
  return (
    <Modal
      isOpen
      onClose={() => setModal(null)}
      title={t('schedule.title')}
      footer={
        <button type="button" className="club-button" disabled={!at} onClick={() => void schedule()}>
          {t('schedule.save')}
        </button>
      }
    >
      <p>{t('schedule.text')}</p>
      <label className="editor-field__label">
        {t('schedule.at')}
        <input
          className="editor-field__input"
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
      </label>
    </Modal>
  );
}
