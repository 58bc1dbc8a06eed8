import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipTypes } from '@club/shared/contracts';
import { messageRoles } from '@club/shared/contracts/endpoints/messages';
import { namespace } from '../../../locales';

export const audienceKinds = ['allMembers', 'role', 'feeCategory', 'course', 'bookings'] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** What the form holds for the audience: every kind's value, so switching kinds loses nothing. */
export interface AudienceDraft {
  kind: AudienceKind;
  role: (typeof messageRoles)[number];
  typeId: number;
  eventsGroupId: string;
  from: string;
  to: string;
}

interface AudiencePickerProps {
  value: AudienceDraft;
  courses: { id: string; name: string }[];
  onChange: (next: AudienceDraft) => void;
}

/** Who a message goes to: a kind, then the one choice that kind needs. */
export function AudiencePicker({ value, courses, onChange }: AudiencePickerProps) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const set = (patch: Partial<AudienceDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="club-messages__audience">
      <legend>{t('messages.audience')}</legend>
      <div className="club-messages__kinds">
        {audienceKinds.map((kind) => (
          <label key={kind} className="club-messages__kind">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={value.kind === kind}
              onChange={() => set({ kind })}
            />
            {t(`messages.kinds.${kind}`)}
          </label>
        ))}
      </div>
      {value.kind === 'role' ? (
        <div className="club-messages__field">
          <label htmlFor={`${id}-role`}>{t('messages.role')}</label>
          <select
            id={`${id}-role`}
            value={value.role}
            onChange={(e) => set({ role: e.target.value as AudienceDraft['role'] })}
          >
            {messageRoles.map((role) => (
              <option key={role} value={role}>
                {t(`messages.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {value.kind === 'feeCategory' ? (
        <div className="club-messages__field">
          <label htmlFor={`${id}-feeCategory`}>{t('messages.feeCategory')}</label>
          <select
            id={`${id}-feeCategory`}
            value={value.typeId}
            onChange={(e) => set({ typeId: Number(e.target.value) })}
          >
            {membershipTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {t(`membershipTypes.${type.id}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {value.kind === 'course' ? (
        <div className="club-messages__field">
          <label htmlFor={`${id}-course`}>{t('messages.course')}</label>
          <select
            id={`${id}-course`}
            value={value.eventsGroupId}
            onChange={(e) => set({ eventsGroupId: e.target.value })}
          >
            <option value="">–</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {value.kind === 'bookings' ? (
        <div className="club-messages__period">
          <label className="club-messages__field">
            {t('messages.from')}
            <input type="date" value={value.from} onChange={(e) => set({ from: e.target.value })} />
          </label>
          <label className="club-messages__field">
            {t('messages.to')}
            <input type="date" value={value.to} onChange={(e) => set({ to: e.target.value })} />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
