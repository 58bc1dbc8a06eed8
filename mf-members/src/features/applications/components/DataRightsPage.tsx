import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, Modal, sessionAtom } from '@club/shared';
import { berlinToday } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { downloadMyData, requestErasure } from '../api/applications-api';
import { errorMessageOf, saveFile } from '../lib/download';
import './applications.css';

/** A member's data rights: download everything the club holds (art. 15), ask for erasure (art. 17). */
export function DataRightsPage() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const [message, setMessage] = useState('');
  const [isAsking, setIsAsking] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  if (!isLoggedIn || !session) {
    return (
      <section className="applications">
        <h1>{t('applications.dataRights.title')}</h1>
        <p>{t('applications.dataRights.loginFirst')}</p>
      </section>
    );
  }
  const run = async (action: () => Promise<void>, done: string) => {
    setIsBusy(true);
    setMessage('');
    try {
      await action();
      setMessage(done);
    } catch (thrown) {
      setMessage(t('applications.actionFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };
  const download = () =>
    run(async () => {
      saveFile(await downloadMyData(session.id), `meine-daten-${berlinToday()}.json`);
    }, t('applications.dataRights.downloaded'));
  const askErasure = () => {
    setIsAsking(false);
    void run(() => requestErasure(session.id), t('applications.dataRights.erasureRequested'));
  };

  return (
    <section className="applications" aria-labelledby="data-rights-title">
      <h1 id="data-rights-title">{t('applications.dataRights.title')}</h1>
      <p>{t('applications.dataRights.text')}</p>
      <div className="application__actions application__actions--start">
        <button type="button" className="button" disabled={isBusy} onClick={() => void download()}>
          {t('applications.dataRights.download')}
        </button>
        <button type="button" className="button button--secondary" disabled={isBusy} onClick={() => setIsAsking(true)}>
          {t('applications.dataRights.erase')}
        </button>
      </div>
      <p role="status">{message}</p>
      <Modal
        isOpen={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('applications.dataRights.erase')}
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={() => setIsAsking(false)}>
              {t('applications.cancel')}
            </button>
            <button type="button" className="button" onClick={askErasure}>
              {t('applications.dataRights.eraseConfirm')}
            </button>
          </>
        }
      >
        <p>{t('applications.dataRights.eraseText')}</p>
      </Modal>
    </section>
  );
}
