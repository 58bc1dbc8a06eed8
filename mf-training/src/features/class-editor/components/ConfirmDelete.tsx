import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import type { ChangeScope } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';

interface ConfirmDeleteProps {
  /** Dates the delete removes (from the API); null while closed. */
  count: number | null;
  scope: ChangeScope;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a delete, naming how many dates go (a daily class has 365): there is no undo.
 * "This date only" cancels the date instead; it stays visible and can be restored.
 */
export function ConfirmDelete({ count, scope, isBusy, onConfirm, onCancel }: ConfirmDeleteProps) {
  const { t } = useTranslation(namespace);
  const cancelsOne = scope === 'occurrence';
  return (
    <Modal
      isOpen={count !== null}
      title={cancelsOne ? t('editor.confirmCancelTitle') : t('editor.confirmDeleteTitle', { count: count ?? 0 })}
      onClose={onCancel}
      className="class-editor__confirm"
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={onCancel}>
            {t('editor.keep')}
          </button>
          <button type="button" className="club-button class-editor__delete" disabled={isBusy} onClick={onConfirm}>
            {cancelsOne ? t('editor.confirmCancel') : t('editor.confirmDelete', { count: count ?? 0 })}
          </button>
        </>
      }
    >
      <p>{cancelsOne ? t('editor.confirmCancelText') : t('editor.confirmDeleteText', { count: count ?? 0 })}</p>
    </Modal>
  );
}
