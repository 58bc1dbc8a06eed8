import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { clubStore, contentAtom, Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { fetchPage } from '../api/content-api';
import { conflictAtom } from '../model/atoms';
import { publish } from '../model/draft';

/**
 * Someone saved the page after it was opened here (409). Nothing is lost: their save is live
 * (and in the history); the own changes stay in the draft until the user decides.
 */
export function ConflictModal() {
  const { t } = useTranslation(namespace);
  const [conflict, setConflict] = useAtom(conflictAtom);
  if (!conflict) return null;
  const current = () => clubStore.get(contentAtom).draft[conflict.part];
  const reload = async () => {
    const id = current()?.id;
    if (id) publish(conflict.part, await fetchPage(id));
    setConflict(null);
  };
  const keepMine = async () => {
    const mine = current();
    if (mine) {
      // Their version becomes the published copy; the draft keeps these edits, based on it.
      const theirs = await fetchPage(mine.id);
      clubStore.set(contentAtom, (copies) => ({
        published: { ...copies.published, [conflict.part]: theirs },
        draft: { ...copies.draft, [conflict.part]: { ...mine, version: theirs.version } },
      }));
    }
    setConflict(null);
  };
  return (
    <Modal
      isOpen
      onClose={() => setConflict(null)}
      title={t('conflict.title')}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={() => void keepMine()}>
            {t('conflict.keepMine')}
          </button>
          <button type="button" className="club-button" onClick={() => void reload()}>
            {t('conflict.reload')}
          </button>
        </>
      }
    >
      <p>{t('conflict.text')}</p>
      <p className="editor-muted">{conflict.message}</p>
    </Modal>
  );
}
