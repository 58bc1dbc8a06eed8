import { useAtomValue } from 'jotai';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, sessionAtom } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { getAccessOverview, listPeopleAccess } from '@club/shared/contracts/endpoints/access';
import { grantablePermissions } from '@club/shared/contracts';
import type { PersonAccess } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { AccessChanges } from './AccessChanges';
import { PersonAccessModal } from './PersonAccessModal';
import './roles.css';

const shownMax = 200;

/** /members/roles (administrators): who may do what in the club, changed here and recorded. */
export function RolesPage() {
  const { t } = useTranslation(namespace);
  const session = useAtomValue(sessionAtom);
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const isAdmin = isLoggedIn && session?.role.name === 'ADMINISTRATOR';
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const peopleInput = { query: query ? { search: query } : {} };
  const overview = useCall(getAccessOverview, isAdmin ? {} : null);
  const people = useCall(listPeopleAccess, isAdmin ? peopleInput : null);
  const [editing, setEditing] = useState<PersonAccess | null>(null);
  const [notice, setNotice] = useState('');

  if (!isAdmin) {
    return (
      <section className="roles">
        <h1>{t('roles.title')}</h1>
        <p>{t('roles.adminOnly')}</p>
      </section>
    );
  }
  const courseName = new Map((overview.data?.courses ?? []).map((c) => [c.id, c.name]));
  const rights = (person: PersonAccess) =>
    person.permissions
      .filter((p) => (grantablePermissions as readonly string[]).includes(p))
      .map((p) => t(`roles.permissions.${p}`))
      .join(', ') || t('roles.none');

  const onSaved = (person: PersonAccess) => {
    setEditing(null);
    setNotice(t('roles.saved', { name: person.name }));
    void refreshCall(listPeopleAccess, peopleInput);
    void refreshCall(getAccessOverview, {});
  };

  return (
    <section className="roles" aria-labelledby="roles-title">
      <h1 id="roles-title">{t('roles.title')}</h1>
      <p className="roles__intro">{t('roles.intro')}</p>
      <label className="roles__search">
        <span>{t('roles.search')}</span>
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <p className="roles__notice" role="status">
        {notice}
      </p>
      {people.error ? <p role="alert">{t('roles.loadError')}</p> : null}
      {!people.data && !people.error ? <p>{t('roles.loading')}</p> : null}
      {people.data && people.data.length === 0 ? <p>{t('roles.empty')}</p> : null}
      {people.data && people.data.length > 0 ? (
        <ul className="roles__people" aria-label={t('roles.title')}>
          {people.data.map((person) => (
            <li key={person.userId} className="roles__person">
              <div className="roles__who">
                <strong>{person.name}</strong>
                <span className="roles__email">{person.email}</span>
              </div>
              <dl className="roles__facts">
                <div>
                  <dt>{t('roles.columns.role')}</dt>
                  <dd>{t(`roles.roles.${person.role}`, { defaultValue: person.role })}</dd>
                </div>
                <div>
                  <dt>{t('roles.columns.rights')}</dt>
                  <dd>{rights(person)}</dd>
                </div>
                <div>
                  <dt>{t('roles.columns.courses')}</dt>
                  {/* Course names come with the overview; until it is there no raw course id shows. */}
                  <dd aria-busy={!overview.data && person.coachOf.length > 0}>
                    {overview.data || person.coachOf.length === 0
                      ? person.coachOf.map((id) => courseName.get(id) ?? id).join(', ') || t('roles.none')
                      : '…'}
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="button button--secondary"
                aria-label={`${t('roles.edit')}: ${person.name}`}
                onClick={() => setEditing(person)}
              >
                {t('roles.edit')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {people.data && people.data.length >= shownMax ? <p>{t('roles.limit')}</p> : null}
      {editing && overview.data ? (
        <PersonAccessModal
          person={editing}
          courses={overview.data.courses}
          roles={overview.data.roles}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
      {overview.data && overview.data.unlinkedTrainers.length > 0 ? (
        <section className="roles__unlinked" aria-labelledby="roles-unlinked">
          <h2 id="roles-unlinked">{t('roles.unlinkedTitle')}</h2>
          <p>{t('roles.unlinkedIntro')}</p>
          <ul>
            {overview.data.unlinkedTrainers.map((trainer) => (
              <li key={trainer.name}>
                <strong>{trainer.name}</strong> {t('roles.unlinkedCourses', { courses: trainer.courses.join(', ') })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {overview.data ? <AccessChanges changes={overview.data.changes} courseName={courseName} /> : null}
    </section>
  );
}
