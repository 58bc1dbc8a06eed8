import { useTranslation } from 'react-i18next';
import type { AccessChange } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';

/** The record of the latest changes: who changed whom, when and what. */
export function AccessChanges({ changes, courseName }: { changes: AccessChange[]; courseName: Map<string, string> }) {
  const { t, i18n } = useTranslation(namespace);
  const locale = i18n.language === 'en' ? 'en-GB' : 'de-DE';
  const roleName = (role: string) => t(`roles.roles.${role}`, { defaultValue: role });
  const describe = (change: AccessChange) => {
    const parts: string[] = [];
    if (change.before.role !== change.after.role) {
      parts.push(t('roles.changeRole', { before: roleName(change.before.role), after: roleName(change.after.role) }));
    }
    if (change.before.extraPermissions.join() !== change.after.extraPermissions.join()) {
      const after = change.after.extraPermissions.map((p) => t(`roles.permissions.${p}`)).join(', ');
      parts.push(t('roles.changeRights', { after: after || t('roles.none') }));
    }
    if (change.before.coachOf.join() !== change.after.coachOf.join()) {
      const names = change.after.coachOf.map((id) => courseName.get(id) ?? id).join(', ');
      parts.push(`${t('roles.columns.courses')}: ${names || t('roles.none')}`);
    }
    return parts.join('; ');
  };
  return (
    <section className="roles__changes" aria-labelledby="roles-changes">
      <h2 id="roles-changes">{t('roles.changesTitle')}</h2>
      {changes.length === 0 ? <p>{t('roles.changesEmpty')}</p> : null}
      <ul>
        {changes.map((change) => (
          <li key={change.id}>
            {t('roles.change', {
              when: new Date(change.changedAt).toLocaleString(locale, {
                timeZone: 'Europe/Berlin',
                dateStyle: 'short',
                timeStyle: 'short',
              }),
              by: change.changedByName || '?',
              who: change.userName,
              what: describe(change),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
