import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextQuarterStart } from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { exportCollection } from '../api/applications-api';
import { errorMessageOf, saveFile } from '../lib/download';

/** The quarterly SEPA collection file (pain.008) for a due date, next quarter's first day by default. */
export function SepaExport() {
  const { t } = useTranslation(namespace);
  const [dueDate, setDueDate] = useState(() => nextQuarterStart(new Date()));
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  const download = async () => {
    setIsBusy(true);
    setMessage('');
    try {
      saveFile(await exportCollection(dueDate), `sepa-lastschrift-${dueDate}.xml`);
      setMessage(t('applications.sepa.downloaded', { date: dueDate }));
    } catch (thrown) {
      setMessage(t('applications.sepa.failed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className="applications__sepa" aria-labelledby="sepa-title">
      <h2 id="sepa-title">{t('applications.sepa.title')}</h2>
      <p>{t('applications.sepa.text')}</p>
      <div className="applications__sepa-row">
        <label htmlFor="sepa-due-date" className="applications__label">
          {t('applications.sepa.dueDate')}
        </label>
        <input id="sepa-due-date" type="date" value={dueDate} onChange={(event) => setDueDate(event.target.value)} />
        <button type="button" className="button" disabled={isBusy || !dueDate} onClick={() => void download()}>
          {t('applications.sepa.download')}
        </button>
      </div>
      <p role="status">{message}</p>
    </section>
  );
}
