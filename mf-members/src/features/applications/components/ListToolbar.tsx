import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { downloadCsv, type CsvRequest } from '../api/applications-api';
import { errorMessageOf, saveFile } from '../lib/download';

/** Search box and CSV download of a treasurer's list; the CSV has the same search and sort. */
export function ListToolbar({
  id,
  csv,
  query,
  onQuery,
  shownCount,
}: {
  id: string;
  /** The list and the search and sort its CSV is downloaded with. */
  csv: CsvRequest;
  query: string;
  onQuery: (query: string) => void;
  shownCount: number;
}) {
  const { list } = csv;
  const { t } = useTranslation(namespace);
  const [error, setError] = useState('');
  const download = async () => {
    setError('');
    try {
      saveFile(await downloadCsv(csv), `${list}.csv`);
    } catch (thrown) {
      setError(t('applications.lists.csvFailed', { message: (await errorMessageOf(thrown)) ?? '' }));
    }
  };
  return (
    <div className="applications__toolbar">
      <label htmlFor={`${id}-search`}>{t(`applications.lists.search_${list}`)}</label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder={t('applications.lists.searchPlaceholder')}
        onChange={(event) => onQuery(event.target.value)}
      />
      <span role="status">{t('applications.lists.count', { count: shownCount })}</span>
      <button type="button" className="button button--secondary" onClick={() => void download()}>
        {t('applications.lists.csv')}
      </button>
      {error ? (
        <p className="applications__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
