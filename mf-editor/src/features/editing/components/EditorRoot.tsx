import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { clubStore, editorSlotAtom, InfoModal } from '@club/shared';
import { PreviewPanel } from '../../preview';
import { editingAtom, infoAtom } from '../model/atoms';
import { useAutosave } from '../model/autosave';
import { usePresence } from '../model/presence';
import { useUntranslated } from '../model/untranslated';
import { setEditMode } from '../model/draft';
import { AdminBar } from './AdminBar';
import { ConflictModal } from './ConflictModal';
import { CreatePageModal } from './CreatePageModal';
import { DiscardModal } from './DiscardModal';
import { BlockListFrame } from './BlockMoves';
import { BlockFrame, ChromeFrame } from './Frames';
import { HistoryModal } from './HistoryModal';
import { LeaveGuard } from './LeaveGuard';
import { MenuRemoveModal } from './MenuRemoveModal';
import { DeleteModal, MenuItemControls, RenameModal, ScheduleModal } from './PageModals';
import { TemplateChooser } from './TemplateChooser';
import { TemplateModal } from './TemplateModal';
import './editor.css';

/** Fills the shared editor slot while mounted and renders the admin bar and the editor's dialogs. */
export function EditorRoot() {
  const [info, setInfo] = useAtom(infoAtom);
  useAutosave();
  usePresence();
  useUntranslated();
  // §2 hides the admin bar at 576 px and narrower: edit mode ends there, so nothing can be
  // changed without a Save button in reach (the draft stays until the screen widens again).
  useEffect(() => {
    const narrow = window.matchMedia('(max-width: 576px)');
    const end = () => {
      if (!narrow.matches) return;
      setEditMode(false);
      clubStore.set(editingAtom, null);
    };
    end();
    narrow.addEventListener('change', end);
    return () => narrow.removeEventListener('change', end);
  }, []);
  useEffect(() => {
    clubStore.set(editorSlotAtom, { BlockFrame, BlockListFrame, ChromeFrame, MenuItemControls });
    document.body.classList.add('has-editor-bar');
    return () => {
      clubStore.set(editorSlotAtom, null);
      document.body.classList.remove('has-editor-bar');
    };
  }, []);
  return (
    <>
      <AdminBar />
      <PreviewPanel />
      <TemplateModal />
      <TemplateChooser />
      <CreatePageModal />
      <DeleteModal />
      <DiscardModal />
      <RenameModal />
      <MenuRemoveModal />
      <ScheduleModal />
      <HistoryModal />
      <ConflictModal />
      <LeaveGuard />
      <InfoModal
        isOpen={!!info}
        variant={info?.variant ?? 'other'}
        message={info?.message}
        onClose={() => setInfo(null)}
      />
    </>
  );
}
