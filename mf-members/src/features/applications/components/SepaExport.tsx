import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import {
  exportCollection,
  fetchDueDates,
  previewCollection,
  runCollection,
  type CollectionPreview,
  type DueDates,
} from '../api/applications-api';
import { dueDateMessage } from '../lib/due-date';
import { errorMessageOf, saveFile } from '../lib/download';
import { calendarDay } from '../lib/format';
import { CollectionHistory } from './CollectionHistory';
import { SepaPreview } from './SepaPreview';

/**
 * The quarterly SEPA collection (pain.008.001.08): the form offers the next valid due date,
 * refuses others with the reason, shows what the file will contain, then downloads it.
 */
export function SepaExport() {
  const { t, i18n } = useTranslation(namespace);
  const [dates, setDates] = useState<DueDates | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [preview, setPreview] = useState<CollectionPreview | null>(null);
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [historyVersion, setHistoryVersion] = useState(0);

  useEffect(() => {
    void fetchDueDates().then((loaded) => {
      setDates(loaded);
      setDueDate((current) => current || loaded.suggestedDueDate);
    });
  }, []);

  const problem = dates && dueDate ? dueDateMessage(dueDate, dates.today) : null;
  const day = (isoDate: string) => calendarDay(isoDate, i18n.language);

  const check = async () => {
    setIsBusy(true);
    setMessage('');
    try {
      setPreview(await previewCollection(dueDate));
    } catch (thrown) {
      setPreview(null);
      setMessage(t('applications.sepa.failed', { message: (await errorMessageOf(thrown)) ?? '' }));
    } finally {
      setIsBusy(false);
    }
  };

  // The run records debits and transfer invoices; only a run with debits has a file to download.
  const run = async () => {
    setIsBusy(true);
    setMessage('');
    try {
      const recorded = await runCollection(dueDate);
      setHistoryVersion((n) => n + 1);
      const invoices = t('applications.sepa.invoicesSent', { count: recorded.invoices.count });
      if (!recorded.hasFile) {
        setMessage(`${invoices} ${t('applications.sepa.noDebitDue')}`);
        return;
      }
      saveFile(await exportCollection(dueDate), `sepa-lastschrift-${dueDate}.xml`);
      const downloaded = t('applications.sepa.downloaded', { date: day(dueDate) });
      setMessage(recorded.invoices.count > 0 ? `${downloaded} ${invoices}` : downloaded);
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
        <input
          id="sepa-due-date"
          type="date"
          value={dueDate}
          min={dates?.earliestDueDate}
          aria-invalid={problem ? true : undefined}
          aria-describedby="sepa-due-date-hint"
          onChange={(event) => {
            setDueDate(event.target.value);
            setPreview(null);
          }}
        />
        <button
          type="button"
          className="button"
          disabled={isBusy || !dueDate || !!problem}
          onClick={() => void check()}
        >
          {t('applications.sepa.preview')}
        </button>
      </div>
      <p id="sepa-due-date-hint" className={problem ? 'applications__error' : 'applications__hint'}>
        {problem
          ? t(problem.key, { dueDate: day(problem.values.dueDate), earliest: day(problem.values.earliest) })
          : dates
            ? t('applications.sepa.dueDateHint', { earliest: day(dates.earliestDueDate) })
            : ''}
      </p>
      {dates ? (
        <p className="applications__hint">
          {t('applications.sepa.noticeHint', { days: dates.noticeDays, earliest: day(dates.earliestNoticeDueDate) })}
        </p>
      ) : null}
      {preview ? (
        <SepaPreview preview={preview}>
          <button
            type="button"
            className="button"
            disabled={isBusy || preview.count + preview.invoices.count === 0 || preview.noticeTooShort}
            onClick={() => void run()}
          >
            {preview.count === 0 && preview.invoices.count > 0
              ? t('applications.sepa.sendInvoices')
              : t('applications.sepa.download')}
          </button>
        </SepaPreview>
      ) : null}
      <p role="status">{message}</p>
      <CollectionHistory version={historyVersion} />
    </section>
  );
}
