import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { importFields, type ImportField } from '@club/shared/contracts/endpoints/member-import';
import { namespace } from '../../../locales';
import { previewImport, runImport, type ImportMapping, type ImportPreview } from '../api/member-self-api';

/**
 * Bringing the existing member list: upload (CSV or .xlsx, read by the server), check the
 * suggested columns, see every row's problems, then import the good rows in one transaction.
 */
export function MemberImport({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [invite, setInvite] = useState(false);
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  // A new input after an import, so choosing the same file again reads it again.
  const [inputKey, setInputKey] = useState(0);

  const check = async (chosen: File, nextMapping?: ImportMapping) => {
    setIsBusy(true);
    setMessage('');
    try {
      const answer = await previewImport(chosen, nextMapping);
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(null);
      setMessage(toApiError(error).message);
    } finally {
      setIsBusy(false);
    }
  };
  const changeColumn = (field: ImportField, value: string) => {
    const next = { ...mapping, [field]: value === '' ? null : Number(value) };
    setMapping(next);
    if (file) void check(file, next);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) return;
    setIsBusy(true);
    try {
      const result = await runImport(file, mapping, invite);
      setMessage(t('applications.import.done', { ...result, count: result.created }));
      setPreview(null);
      setFile(null);
      setInputKey((key) => key + 1);
      onImported();
    } catch (error) {
      setMessage(toApiError(error).message);
    } finally {
      setIsBusy(false);
    }
  };

  const problems = preview?.rows.filter((row) => row.errors.length > 0 || row.duplicate) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="member-import">
      <h2 id={`${id}-title`}>{t('applications.import.title')}</h2>
      <p>{t('applications.import.intro')}</p>
      <label htmlFor={`${id}-file`}>{t('applications.import.file')}</label>
      <input
        key={inputKey}
        id={`${id}-file`}
        type="file"
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setPreview(null);
          if (chosen) void check(chosen);
        }}
      />
      <p role="status" className="member-import__status">
        {isBusy ? t('applications.import.busy') : message}
      </p>
      {preview ? (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="member-import__mapping">
            <legend>{t('applications.import.mapping')}</legend>
            {importFields.map((field) => (
              <div key={field}>
                <label htmlFor={`${id}-${field}`}>{t(`applications.import.fields.${field}`)}</label>
                <select
                  id={`${id}-${field}`}
                  value={mapping[field] ?? ''}
                  onChange={(event) => changeColumn(field, event.target.value)}
                >
                  <option value="">{t('applications.import.notInFile')}</option>
                  {preview.columns.map((column, index) => (
                    <option key={`${column}-${index}`} value={index}>
                      {column || t('applications.import.column', { n: index + 1 })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <p className="member-import__counts">{t('applications.import.counts', preview.counts)}</p>
          {problems.length > 0 ? (
            <div className="applications__scroll">
              <table className="applications__table">
                <caption>{t('applications.import.problems')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('applications.import.line')}</th>
                    <th scope="col">{t('applications.import.name')}</th>
                    <th scope="col">{t('applications.import.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {problems.map((row) => (
                    <tr key={row.line}>
                      <td>{row.line}</td>
                      <td>{row.name}</td>
                      <td>
                        {row.errors.length > 0 ? (
                          <ul className="member-import__errors">
                            {row.errors.map((error) => (
                              <li key={error}>{error}</li>
                            ))}
                          </ul>
                        ) : row.duplicate?.of === 'member' ? (
                          t('applications.import.duplicateMember', { name: row.duplicate.name })
                        ) : (
                          t('applications.import.duplicateLine', {
                            line: row.duplicate?.of === 'line' ? row.duplicate.line : 0,
                          })
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <label className="member-import__invite">
            <input type="checkbox" checked={invite} onChange={(event) => setInvite(event.target.checked)} />{' '}
            {t('applications.import.invite')}
          </label>
          <button type="submit" className="button" disabled={isBusy || preview.counts.valid === 0}>
            {t('applications.import.run', { count: preview.counts.valid })}
          </button>
        </form>
      ) : null}
    </section>
  );
}
