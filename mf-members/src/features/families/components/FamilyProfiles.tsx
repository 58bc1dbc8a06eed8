import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import { getFamily } from '@club/shared/contracts/endpoints/families';
import type { Child, MyCourse } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { formatDay, formatDayTime } from '../../my-courses';
import { acceptInvitation, addChild, inviteAdult, removeChild, updateChild } from '../api/families';
import { ChildForm } from './ChildForm';
import './families.css';
// The one e-mail pattern of the contracts (the API checks the invitation with the same one).
import { emailPattern } from '@club/shared/contracts/rules/patterns';

type Notice = { kind: 'status' | 'alert'; text: string } | null;

/**
 * The members area's "associated profiles" (issue 21 item 4): the member's children with their
 * courses and next dates, adding/editing/removing a child, inviting another adult by e-mail, and
 * accepting an invitation that arrived by mail (?familyInvitation=... in the link).
 */
export function FamilyProfiles({
  userId,
  courses,
  isLoadingCourses = false,
  onChanged,
}: {
  userId: string;
  courses: MyCourse[];
  /** While My Courses loads, a child is not said to have no courses. */
  isLoadingCourses?: boolean;
  onChanged?: () => void;
}) {
  const { t, i18n } = useTranslation(namespace);
  const family = useCall(getFamily, { params: { userId } });
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [params, setParams] = useSearchParams();
  const invitation = params.get('familyInvitation');

  const reload = async () => {
    await refreshCall(getFamily, { params: { userId } });
    onChanged?.();
  };
  const fail = (error: unknown) => setNotice({ kind: 'alert', text: toApiError(error).message });

  const children = family.data?.children ?? [];
  const nameOf = (child: Child) => `${child.firstName} ${child.lastName}`;

  const accept = async () => {
    try {
      await acceptInvitation(invitation ?? '');
      setNotice({ kind: 'status', text: t('families.accepted') });
      params.delete('familyInvitation');
      setParams(params, { replace: true });
      await reload();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="family">
      <p>{t('families.intro')}</p>
      {notice && (
        <p role={notice.kind} className={`family__notice family__notice--${notice.kind}`}>
          {notice.text}
        </p>
      )}
      {invitation && (
        <div className="family__invitation">
          <p>{t('families.invitationArrived')}</p>
          <button type="button" className="club-button" onClick={() => void accept()}>
            {t('families.accept')}
          </button>
        </div>
      )}

      <h3>{t('families.children')}</h3>
      {family.error && <p role="alert">{t('families.loadFailed')}</p>}
      {!family.data && !family.error && <p role="status">{t('loading', { ns: 'common' })}</p>}
      {family.data && children.length === 0 && <p>{t('families.noChildren')}</p>}
      <ul className="family__children">
        {children.map((child) => {
          const theirCourses = courses.filter((course) => course.child?.id === child.id);
          return (
            <li key={child.id} className="family__child">
              {editing === child.id ? (
                <ChildForm
                  initial={{ firstName: child.firstName, lastName: child.lastName, birthDate: child.birthDate }}
                  submitLabel={t('families.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (input) => {
                    try {
                      await updateChild(userId, child.id, input);
                      setEditing(null);
                      setNotice({
                        kind: 'status',
                        text: t('families.saved', { name: nameOf({ ...child, ...input }) }),
                      });
                      await reload();
                    } catch (error) {
                      fail(error);
                    }
                  }}
                />
              ) : (
                <>
                  <div className="family__child-head">
                    <strong>{nameOf(child)}</strong>
                    <span>{t('families.born', { date: formatDay(child.birthDate) })}</span>
                  </div>
                  {isLoadingCourses ? null : theirCourses.length === 0 ? (
                    <p className="family__courses-empty">{t('families.noCourses')}</p>
                  ) : (
                    <ul className="family__courses" aria-label={t('families.coursesOf', { name: child.firstName })}>
                      {theirCourses.map((course) => (
                        <li key={course.id}>
                          {course.name} ·{' '}
                          {course.nextDate
                            ? `${t('myCourses.nextDate')}: ${formatDayTime(course.nextDate)}`
                            : t('myCourses.noNextDate')}
                        </li>
                      ))}
                    </ul>
                  )}
                  {child.guardians.length > 1 && (
                    <p className="family__guardians">
                      {t('families.guardians', { names: child.guardians.map((g) => g.name).join(', ') })}
                    </p>
                  )}
                  <div className="family__actions">
                    <button
                      type="button"
                      className="club-button club-button--secondary"
                      aria-label={t('families.editNamed', { name: nameOf(child) })}
                      onClick={() => setEditing(child.id)}
                    >
                      {t('families.edit')}
                    </button>
                    <RemoveButton
                      name={nameOf(child)}
                      onRemove={async () => {
                        try {
                          await removeChild(userId, child.id);
                          setNotice({ kind: 'status', text: t('families.removed', { name: nameOf(child) }) });
                          await reload();
                        } catch (error) {
                          fail(error);
                        }
                      }}
                    />
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>

      <h3>{t('families.addChild')}</h3>
      <ChildForm
        submitLabel={t('families.add')}
        onSubmit={async (input) => {
          try {
            await addChild(userId, input);
            setNotice({ kind: 'status', text: t('families.added', { name: `${input.firstName} ${input.lastName}` }) });
            await reload();
          } catch (error) {
            fail(error);
          }
        }}
      />

      <h3>{t('families.adults')}</h3>
      {family.data && family.data.linkedAdults.length === 0 && <p>{t('families.noAdults')}</p>}
      <ul className="family__adults">
        {family.data?.linkedAdults.map((adult) => (
          <li key={adult.id}>
            {adult.name} ({adult.email})
          </li>
        ))}
        {family.data?.invitations.map((open) => (
          <li key={open.id}>{t('families.invited', { email: open.email, date: formatDay(open.expiresAt) })}</li>
        ))}
      </ul>
      <InviteForm
        defaultLanguage={i18n.language === 'en' ? 'en' : 'de'}
        onInvite={async (email, language) => {
          try {
            await inviteAdult(userId, email, language);
            setNotice({ kind: 'status', text: t('families.invitationSent', { email }) });
            await reload();
            return true;
          } catch (error) {
            fail(error);
            return false;
          }
        }}
      />
    </div>
  );
}

/** Remove asks once more, naming the child; keyboard focus moves to the question. */
function RemoveButton({ name, onRemove }: { name: string; onRemove: () => Promise<void> }) {
  const { t } = useTranslation(namespace);
  const [isAsking, setIsAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isAsking) confirm.current?.focus();
  }, [isAsking]);
  if (!isAsking) {
    return (
      <button
        type="button"
        className="club-button club-button--secondary"
        aria-label={t('families.removeNamed', { name })}
        onClick={() => setIsAsking(true)}
      >
        {t('families.remove')}
      </button>
    );
  }
  return (
    <span className="family__confirm" role="group" aria-label={t('families.removeQuestion', { name })}>
      <span>{t('families.removeQuestion', { name })}</span>
      <button ref={confirm} type="button" className="club-button" onClick={() => void onRemove()}>
        {t('families.removeConfirm')}
      </button>
      <button type="button" className="club-button club-button--secondary" onClick={() => setIsAsking(false)}>
        {t('families.keep')}
      </button>
    </span>
  );
}

function InviteForm({
  defaultLanguage,
  onInvite,
}: {
  defaultLanguage: 'de' | 'en';
  onInvite: (email: string, language: 'de' | 'en') => Promise<boolean>;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'de' | 'en'>(defaultLanguage);
  const [showError, setShowError] = useState(false);
  const isValid = emailPattern.test(email.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) {
      setShowError(true);
      return;
    }
    if (await onInvite(email.trim(), language)) {
      setEmail('');
      setShowError(false);
    }
  };

  return (
    <form className="family__form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="family__field">
        <label htmlFor={`${id}-email`}>{t('families.inviteEmail')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={showError && !isValid ? true : undefined}
          aria-describedby={showError && !isValid ? `${id}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {showError && !isValid && (
          <p id={`${id}-email-error`} className="family__error">
            {t('validation.invalidEmail', { ns: 'common' })}
          </p>
        )}
      </div>
      <div className="family__field">
        <label htmlFor={`${id}-language`}>{t('families.inviteLanguage')}</label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'de')}
        >
          <option value="de">Deutsch</option>
          <option value="en">English</option>
        </select>
      </div>
      <div className="family__actions">
        <button type="submit" className="club-button">
          {t('families.invite')}
        </button>
      </div>
    </form>
  );
}
