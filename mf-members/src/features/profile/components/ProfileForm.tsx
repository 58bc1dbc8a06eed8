import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { profileImageAtom, toApiError } from '@club/shared';
import { refreshCall } from '@club/shared/data/use-call';
import { getUser } from '@club/shared/contracts/endpoints/users';
import { berlinToday, profileFormSchema } from '@club/shared/contracts';
import type { UserData } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { patchUser, putUser, uploadProfileImage } from '../api/users';
import { changedOperations, formatDate, fullProfileBody, toFormValues, type ProfileValues } from '../lib/profile-form';
import { ProfileImageField } from './ProfileImageField';
import { SaveResultModal } from './SaveResultModal';
import type { SaveOutcome, SavePart } from './save-parts';
import './profile.css';

const todayIso = () => berlinToday();

// The address is one rule over three fields: a change to one re-checks the other two, so the
// all-or-none message appears on all three at once and disappears from all three together.
const addressDeps: Partial<Record<FieldPath<ProfileValues>, Array<FieldPath<ProfileValues>>>> = {
  streetNumber: ['postCode', 'city'],
  postCode: ['streetNumber', 'city'],
  city: ['streetNumber', 'postCode'],
};

const statusOf = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;
/** The server's own words for a refusal (4xx), already in the reader's language. */
const refusal = (error: unknown): SaveOutcome => {
  const status = statusOf(error);
  return { isSaved: false, reason: status && status < 500 ? toApiError(error).message : undefined };
};
const isFileRefused = (error: unknown) => {
  const { code } = toApiError(error);
  return code === 'INVALID_IMAGE' || code === 'PICTURE_TOO_LARGE' || code === 'MISSING_IMAGE';
};

/** The profile form: only changed fields are sent; user data and image are saved as separate parts. */
export function ProfileForm({ user }: { user: UserData }) {
  const { t } = useTranslation(namespace);
  const idPrefix = useId();
  const setProfileImage = useSetAtom(profileImageAtom);
  const [image, setImage] = useState<File | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [parts, setParts] = useState<SavePart[] | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const form = useForm<ProfileValues>({
    mode: 'onChange',
    defaultValues: toFormValues(user),
    resolver: valibotResolver(profileFormSchema),
  });
  const { register, handleSubmit, formState, reset, trigger } = form;
  const { errors, dirtyFields, isDirty } = formState;

  useEffect(() => {
    reset(toFormValues(user));
    void trigger();
  }, [user, reset, trigger]);

  const hasErrors = Object.keys(errors).length > 0;
  const canSave = (isDirty || image !== null) && !hasErrors && !isSaving;

  const saveUserData = async (values: ProfileValues, dirty: typeof dirtyFields): Promise<SaveOutcome> => {
    try {
      if (dirty.phone) await putUser(user.id, fullProfileBody(values, user.orgId));
      else {
        const operations = changedOperations(values, dirty);
        if (operations.length > 0) await patchUser(user.id, operations);
      }
      return { isSaved: true };
    } catch (error) {
      return refusal(error);
    }
  };
  const saveImage = async (file: File): Promise<SaveOutcome> => {
    try {
      const { profileImage } = await uploadProfileImage(user.id, file);
      setProfileImage(profileImage);
      setImage(null);
      return { isSaved: true };
    } catch (error) {
      const outcome = refusal(error);
      return { ...outcome, needsOtherFile: isFileRefused(error) };
    }
  };

  const onSubmit = async (values: ProfileValues) => {
    setIsSaving(true);
    const dirty = { ...dirtyFields };
    const done: SavePart[] = [];
    if (isDirty) {
      const outcome = await saveUserData(values, dirty);
      done.push({ key: 'userData', ...outcome, retry: () => saveUserData(values, dirty) });
    }
    const file = image;
    if (file) {
      const outcome = await saveImage(file);
      done.push({ key: 'image', ...outcome, retry: () => saveImage(file) });
    }
    await refreshCall(getUser, { params: { userId: user.id } });
    setIsSaving(false);
    setParts(done);
  };

  const retry = async (part: SavePart) => {
    if (part.needsOtherFile) {
      // The same file would be refused again: let the person pick another one.
      setParts(null);
      setImage(null);
      imageInput.current?.click();
      return;
    }
    const outcome = await part.retry();
    await refreshCall(getUser, { params: { userId: user.id } });
    setParts((current) => current?.map((p) => (p.key === part.key ? { ...p, ...outcome } : p)) ?? null);
  };

  const field = (name: FieldPath<ProfileValues>, label: string, input: Record<string, unknown> = {}, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    const describedBy =
      [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`profile-form__field profile-form__field--${name}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
          {...register(name, { deps: addressDeps[name] })}
        />
        {hint && (
          <p id={`${id}-hint`} className="profile-form__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="profile-form__error">
            * {t(error, { ns: 'common' })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label={t('profile.title')}
    >
      <div className="profile-form__head">
        <ProfileImageField current={user.profileImage} file={image} onChange={setImage} inputRef={imageInput} />
        <p className="profile-form__since">
          {t('profile.memberSince')}: <strong>{formatDate(user.memberSince)}</strong>
        </p>
      </div>
      <div className="profile-form__grid">
        {field('firstName', t('profile.firstName'), { autoComplete: 'given-name', maxLength: 30 })}
        {field('lastName', t('profile.lastName'), { autoComplete: 'family-name', maxLength: 30 })}
        {field('displayName', t('profile.displayName'), { autoComplete: 'nickname', maxLength: 60 })}
        {field('birthDate', t('profile.birthDate'), { type: 'date', max: todayIso(), autoComplete: 'bday' })}
        <fieldset className="profile-form__gender">
          <legend>{t('profile.gender')}</legend>
          <label>
            <input type="radio" value="Male" {...register('gender')} /> {t('profile.male')}
          </label>
          <label>
            <input type="radio" value="Female" {...register('gender')} /> {t('profile.female')}
          </label>
        </fieldset>
        {field(
          'email',
          t('profile.email'),
          { type: 'email', readOnly: true, autoComplete: 'email' },
          t('profile.emailHint'),
        )}
        {field(
          'phone',
          t('profile.phone'),
          { type: 'tel', autoComplete: 'tel', maxLength: 24 },
          t('profile.phoneHint'),
        )}
        {field('streetNumber', t('profile.streetNumber'), { autoComplete: 'street-address', maxLength: 120 })}
        {field('postCode', t('profile.postCode'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 })}
        {field('city', t('profile.city'), { autoComplete: 'address-level2', maxLength: 80 })}
        <div className="profile-form__field">
          <span className="profile-form__label" id={`${idPrefix}-sports`}>
            {t('profile.sports')}
          </span>
          <ul className="profile-form__sports" aria-labelledby={`${idPrefix}-sports`}>
            {user.sports.map((sport) => (
              <li key={sport}>{sport}</li>
            ))}
          </ul>
        </div>
      </div>
      {hasErrors && (
        <p className="profile-form__invalid" role="status">
          {t('profile.invalidFields')}
        </p>
      )}
      <button type="submit" className="club-button profile-form__save" disabled={!canSave}>
        {isSaving ? t('profile.saving') : t('profile.save')}
      </button>
      <SaveResultModal parts={parts} onClose={() => setParts(null)} onRetry={(part) => void retry(part)} />
    </form>
  );
}
