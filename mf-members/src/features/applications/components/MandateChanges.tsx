import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { fetchMandateChanges, type MandateChange } from '../api/member-self-api';
import { calendarDay } from '../lib/format';
import { ListTable } from './ListTable';

/** Mandates members replaced or revoked themselves, newest first: what the next collection differs by. */
export function MandateChanges() {
  const { t, i18n } = useTranslation(namespace);
  const id = useId();
  const [changes, setChanges] = useState<MandateChange[] | null>(null);
  useEffect(() => {
    void fetchMandateChanges().then(setChanges);
  }, []);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('applications.mandateChanges.title')}</h2>
      <ListTable
        rows={changes}
        empty={t('applications.mandateChanges.empty')}
        headers={['date', 'member', 'kind', 'old', 'new'].map((column) => t(`applications.mandateChanges.${column}`))}
      >
        {(list) =>
          list.map((change) => (
            <tr key={`${change.oldReference}`}>
              <td>{calendarDay(change.changedOn, i18n.language)}</td>
              <td>{change.displayName}</td>
              <td>{t(`applications.mandateChanges.kinds.${change.kind}`)}</td>
              <td>
                {change.oldReference}
                <br />
                {change.oldMaskedIban}
              </td>
              <td>
                {change.newReference ? (
                  <>
                    {change.newReference}
                    <br />
                    {change.newMaskedIban}
                  </>
                ) : (
                  t('applications.mandateChanges.transfer')
                )}
              </td>
            </tr>
          ))
        }
      </ListTable>
    </section>
  );
}
