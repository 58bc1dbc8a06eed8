import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { maxImageBytes } from '../lib/profile-form';

/** Picture chooser with a preview; files above 5,000,000 bytes are refused before upload. */
export function ProfileImageField({
  current,
  file,
  onChange,
}: {
  current: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
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
        {shown ? (
          <img src={shown} alt={t('profile.image')} width={96} height={96} />
        ) : (
          <span aria-hidden="true">👤</span>
        )}
      </div>
      <div>
        <label htmlFor={id} className="club-button club-button--secondary profile-image__choose">
          {t('profile.chooseImage')}
        </label>
        <input
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
