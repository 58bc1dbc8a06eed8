import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { clubStore, editorSlotAtom, InfoModal } from '@club/shared';
import { infoAtom } from '../model/atoms';
import { AdminBar } from './AdminBar';
import { ConflictModal } from './ConflictModal';
import { CreatePageModal } from './CreatePageModal';
import { BlockFrame, ChromeFrame } from './Frames';
import { HistoryModal } from './HistoryModal';
import { LeaveGuard } from './LeaveGuard';
import { DeleteModal, MenuItemControls, RenameModal, ScheduleModal } from './PageModals';
import { TemplateChooser } from './TemplateChooser';
import { TemplateModal } from './TemplateModal';
import './editor.css';

/** Fills the shared editor slot while mounted and renders the admin bar and the editor's dialogs. */
export function EditorRoot() {
  const [info, setInfo] = useAtom(infoAtom);
  useEffect(() => {
    clubStore.set(editorSlotAtom, { BlockFrame, ChromeFrame, MenuItemControls });
    document.body.classList.add('has-editor-bar');
    return () => {
      clubStore.set(editorSlotAtom, null);
      document.body.classList.remove('has-editor-bar');
    };
  }, []);
  return (
    <>
      <AdminBar />
      <TemplateModal />
      <TemplateChooser />
      <CreatePageModal />
      <DeleteModal />
      <RenameModal />
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
