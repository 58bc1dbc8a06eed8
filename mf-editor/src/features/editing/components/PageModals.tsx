import { useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clubStore, contentAtom, menusAtom, menusLoadedAtom, Modal, toApiError, type MenuItem } from '@club/shared';
import { berlinLocalToIso, formatBerlinDateTime } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { deletePage, renameMenu, schedulePage } from '../api/content-api';
import { infoAtom, modalAtom, removeTargetAtom, renameTargetAtom, scheduleAtom } from '../model/atoms';
import { BinIcon } from './MenuRemoveModal';
import { isNameWithinLimit, NameInput } from './NameInput';
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

/** Rename a menu item (§4, §6: only in edit mode, not top level; then exit edit mode to '/'). */
export function RenameModal() {
  const target = useAtomValue(renameTargetAtom);
  // A fresh form for each item, starting from its current name.
  return target ? <RenameForm key={target.id} target={target} /> : null;
}

function RenameForm({ target }: { target: { id: string; name: string } }) {
  const { t } = useTranslation(namespace);
  const setTarget = useSetAtom(renameTargetAtom);
  const [, setInfo] = useAtom(infoAtom);
  const navigate = useNavigate();
  const [name, setName] = useState(target.name);
  const isValid = isNameWithinLimit(name) && name.trim() !== target.name;
  const rename = async () => {
    try {
      await renameMenu({ id: target.id, name: name.trim() });
      setTarget(null);
      setEditMode(false);
      clubStore.set(menusLoadedAtom, false);
      navigate('/');
    } catch (e) {
      setInfo({ variant: 'fail', message: toApiError(e).message });
    }
  };
  return (
    <Modal
      isOpen
      onClose={() => setTarget(null)}
      title={t('rename.title', { name: target.name })}
      footer={
        <button type="button" className="club-button" disabled={!isValid} onClick={() => void rename()}>
          {t('rename.save')}
        </button>
      }
    >
      <NameInput label={t('rename.name')} value={name} onChange={setName} />
    </Modal>
  );
}

/** The rename button next to a menu item of the navigation (the editor slot's MenuItemControls). */
export function MenuItemControls({ item }: { item: MenuItem }) {
  const { t } = useTranslation(namespace);
  const menus = useAtomValue(menusAtom);
  const setTarget = useSetAtom(renameTargetAtom);
  const setRemoveTarget = useSetAtom(removeTargetAtom);
  // Top-level items hang directly below a root menu (header, top, footer, page menu).
  const isTopLevel = !item.parentId || Object.values(menus).some((root) => root?.id === item.parentId);
  if (isTopLevel) return null;
  return (
    <>
      <button
        type="button"
        className="editor-menu-rename"
        aria-label={t('rename.button', { name: item.name })}
        title={t('rename.button', { name: item.name })}
        onClick={() => setTarget({ id: item.id, name: item.name })}
      >
        ✎
      </button>
      <button
        type="button"
        className="editor-menu-rename"
        aria-label={t('removeMenu.button', { name: item.name })}
        title={t('removeMenu.button', { name: item.name })}
        onClick={() => setRemoveTarget({ id: item.id, name: item.name })}
      >
        <BinIcon />
      </button>
    </>
  );
}

/**
 * Publish the draft at a chosen Berlin time, even with nobody online. The draft then lives on the
 * server as the schedule, so the editor's copy returns to the published page: nothing is
 * "unsaved" and Save no longer offers to publish it now.
 */
export function ScheduleModal() {
  const { t, i18n } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  const [, setInfo] = useAtom(infoAtom);
  const setSchedule = useSetAtom(scheduleAtom);
  const { draft: drafts, published } = useAtomValue(contentAtom);
  const draft = drafts.page;
  const [at, setAt] = useState('');
  if (modal !== 'schedule' || !draft) return null;
  const publishAt = berlinLocalToIso(at);
  const schedule = async () => {
    if (!publishAt) return;
    try {
      const result = await schedulePage(draft, publishAt);
      setModal(null);
      publish('page', published.page);
      setSchedule({ contentId: draft.id, schedule: result });
      setInfo({
        variant: 'success',
        message: t('schedule.done', { at: formatBerlinDateTime(result.publishAt, i18n.language) }),
      });
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
        <button type="button" className="club-button" disabled={!publishAt} onClick={() => void schedule()}>
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
