import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Modal } from '@club/shared';
import { namespace } from '../../../locales';
import { modalAtom } from '../model/atoms';
import { discardDrafts } from '../model/draft';

/** "Remove changes" throws away every unsaved edit: it asks first. */
export function DiscardModal() {
  const { t } = useTranslation(namespace);
  const [modal, setModal] = useAtom(modalAtom);
  if (modal !== 'discard') return null;
  const close = () => setModal(null);
  return (
    <Modal
      isOpen
      onClose={close}
      title={t('discard.title')}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={close}>
            {t('discard.cancel')}
          </button>
          <button
            type="button"
            className="club-button editor-danger"
            onClick={() => {
              discardDrafts();
              close();
            }}
          >
            {t('discard.confirm')}
          </button>
        </>
      }
    >
      <p>{t('discard.text')}</p>
    </Modal>
  );
}
