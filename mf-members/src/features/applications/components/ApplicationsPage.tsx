import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, sessionAtom } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { listMembers } from '@club/shared/contracts/endpoints/member-lists';
import { listApplications } from '@club/shared/contracts/endpoints/memberships';
import { namespace } from '../../../locales';
import { ApplicationsTable } from './ApplicationsTable';
import { Departures } from './Departures';
import { ErasureRequests } from './ErasureRequests';
import { MandateChanges } from './MandateChanges';
import { MemberImport } from './MemberImport';
import { MembersTable } from './MembersTable';
import { SepaExport } from './SepaExport';
import { OpenItems } from './OpenItems';
import './applications.css';

const filters = ['new', 'accepted', 'rejected', 'all'] as const;
type Filter = (typeof filters)[number];

/** The club's membership applications (administrators): accept, reject, export the SEPA collection. */
export function ApplicationsPage() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const isAdmin = isLoggedIn && session?.role.name === 'ADMINISTRATOR';
  const applications = useCall(listApplications, isAdmin ? {} : null);
  const [filter, setFilter] = useState<Filter>('new');
  const [notice, setNotice] = useState('');
  const [changes, setChanges] = useState(0);

  if (!isAdmin) {
    return (
      <section className="applications">
        <h1>{t('applications.title')}</h1>
        <p>{t('applications.adminOnly')}</p>
      </section>
    );
  }
  const shown = (applications.data ?? []).filter((a) => filter === 'all' || a.state === filter);
  const onDecided = (message: string) => {
    setNotice(message);
    setChanges((n) => n + 1);
    void refreshCall(listApplications, {});
    void refreshCall(listMembers, {});
  };

  return (
    <section className="applications" aria-labelledby="applications-title">
      <h1 id="applications-title">{t('applications.title')}</h1>
      <div className="applications__filter" role="group" aria-label={t('applications.filter')}>
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            className={`button ${filter === value ? '' : 'button--secondary'}`}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {t(`applications.states.${value}`)}
          </button>
        ))}
      </div>
      <p className="applications__notice" role="status">
        {notice}
      </p>
      {applications.error ? <p className="applications__error">{t('applications.loadError')}</p> : null}
      {applications.data && shown.length === 0 ? <p>{t('applications.empty')}</p> : null}
      {shown.length > 0 ? (
        <ApplicationsTable applications={shown} state={filter === 'all' ? null : filter} onDecided={onDecided} />
      ) : null}
      <SepaExport />
      <OpenItems version={String(changes)} />
      <MembersTable />
      <MemberImport onImported={() => void refreshCall(listMembers, {})} />
      <Departures />
      <MandateChanges />
      <ErasureRequests />
    </section>
  );
}
