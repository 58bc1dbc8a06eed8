import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { lastMoveAtom } from '../model/moves';

/** Says a move by the buttons to screen readers (dnd-kit says its own drags). */
export function MoveAnnouncer() {
  const { t } = useTranslation(namespace);
  const move = useAtomValue(lastMoveAtom);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {move &&
        t('move.dropped', {
          name: t(`types.${move.type}`, { defaultValue: move.type }),
          position: move.position,
          count: move.count,
        })}
    </div>
  );
}
