import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, toApiError } from '@club/shared';
import { assignableRoles, grantablePermissions, permissions as permissionNames } from '@club/shared/contracts';
import type { PersonAccess } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { savePersonAccess } from '../api/roles';

interface Props {
  person: PersonAccess;
  courses: Array<{ id: string; name: string }>;
  roles: Array<{ name: string; permissions: string[] }>;
  onClose: () => void;
  onSaved: (person: PersonAccess) => void;
}

/** One person's role, permissions on top and courses to coach; the server's answer is the truth. */
export function PersonAccessModal({ person, courses, roles, onClose, onSaved }: Props) {
  const { t } = useTranslation(namespace);
  const ids = useId();
  const [role, setRole] = useState(person.role);
  const [extra, setExtra] = useState<string[]>(person.extraPermissions);
  const [coachOf, setCoachOf] = useState<string[]>(person.coachOf);
  const [filter, setFilter] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState('');

  const fromRole = roles.find((r) => r.name === role)?.permissions ?? [];
  const mayCoach = fromRole.includes(permissionNames.writeCalendar) || extra.includes(permissionNames.writeCalendar);
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const shownCourses = courses.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));

  const save = async () => {
    setIsSaving(true);
    setError('');
    try {
      const saved = await savePersonAccess(person.userId, {
        role: role as (typeof assignableRoles)[number],
        extraPermissions: extra.filter((p) => !fromRole.includes(p)) as Array<(typeof grantablePermissions)[number]>,
        coachOf: mayCoach ? coachOf : [],
      });
      onSaved(saved);
    } catch (thrown) {
      // What the user chose stays as it is: only the message is added.
      setError(t('roles.saveFailed', { message: toApiError(thrown).message }));
      setIsSaving(false);
    }
  };

  return (
    <Modal
      isOpen
      title={t('roles.editTitle', { name: person.name })}
      onClose={onClose}
      className="roles-modal"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('roles.cancel')}
          </button>
          <button type="button" className="button" disabled={isSaving} onClick={() => void save()}>
            {isSaving ? t('roles.saving') : t('roles.save')}
          </button>
        </>
      }
    >
      <label className="roles-modal__field" htmlFor={`${ids}-role`}>
        {t('roles.role')}
      </label>
      <select id={`${ids}-role`} value={role} onChange={(event) => setRole(event.target.value)}>
        {assignableRoles.map((name) => (
          <option key={name} value={name}>
            {t(`roles.roles.${name}`)}
          </option>
        ))}
      </select>
      {/* The hint beside the choice, not inside it: a phone's select cut it off. */}
      <p className="roles-modal__hint">{t(`roles.roleHint.${role}`, { defaultValue: '' })}</p>
      <fieldset className="roles-modal__group">
        <legend>{t('roles.extra')}</legend>
        <p className="roles-modal__hint">{t('roles.extraHint')}</p>
        {grantablePermissions.map((permission) => {
          const isFromRole = fromRole.includes(permission);
          return (
            <label key={permission} className="roles-modal__check">
              <input
                type="checkbox"
                checked={isFromRole || extra.includes(permission)}
                disabled={isFromRole}
                onChange={() => setExtra(toggle(extra, permission))}
              />
              {t(`roles.permissions.${permission}`)}
              {isFromRole ? <span className="roles-modal__hint"> ({t('roles.fromRole')})</span> : null}
            </label>
          );
        })}
      </fieldset>
      <fieldset className="roles-modal__group" disabled={!mayCoach}>
        <legend>{t('roles.coachOf')}</legend>
        <p className="roles-modal__hint">{mayCoach ? t('roles.coachOfHint') : t('roles.coachNeedsCalendar')}</p>
        {courses.length > 8 ? (
          <label className="roles-modal__filter">
            <span>{t('roles.filterCourses')}</span>
            <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </label>
        ) : null}
        <div className="roles-modal__courses">
          {shownCourses.map((course) => (
            <label key={course.id} className="roles-modal__check">
              <input
                type="checkbox"
                checked={coachOf.includes(course.id)}
                onChange={() => setCoachOf(toggle(coachOf, course.id))}
              />
              {course.name}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p className="roles-modal__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
