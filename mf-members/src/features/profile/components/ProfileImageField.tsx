import { useEffect, useId, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { maxImageBytes } from '../lib/profile-form';

/** Picture chooser with a preview; files above 5,000,000 bytes are refused before upload. */
export function ProfileImageField({
  current,
  file,
  onChange,
  inputRef,
}: {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The preview's object URL is released when replaced or unmounted.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size > maxImageBytes) {
      setError(t('profile.imageTooLarge'));
      onChange(null);
      event.target.value = '';
      return;
    }
    setError(null);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    onChange(chosen);
  };

  const shown = (file && preview) || current;
  return (
    <div className="profile-image">
      <div className="profile-image__frame">
        {shown ? <img src={shown} alt={t('profile.image')} width={96} height={96} /> : <AvatarPlaceholder />}
      </div>
      <div>
        <label htmlFor={id} className="club-button club-button--secondary profile-image__choose">
          {t('profile.chooseImage')}
        </label>
        <input
          ref={inputRef}
          id={id}
          className="profile-image__input"
          type="file"
          accept="image/*"
          aria-label={t('profile.image')}
          onChange={choose}
        />
        {error && (
          <p className="profile-form__error" role="alert">
            * {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** A drawn head and shoulders: an emoji would show as a box where no emoji font is installed. */
function AvatarPlaceholder() {
  return (
    <svg className="profile-image__placeholder" viewBox="0 0 96 96" width={96} height={96} aria-hidden="true">
      <rect width="96" height="96" fill="#e5e7eb" />
      <circle cx="48" cy="38" r="17" fill="#9ca3af" />
      <path d="M16 92c2-19 15-30 32-30s30 11 32 30z" fill="#9ca3af" />
    </svg>
  );
}
