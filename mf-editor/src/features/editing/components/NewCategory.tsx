import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { namespace } from '../../../locales';
import { addCourseCategory } from '../api/course-categories';

const nameLimit = 60;

/**
 * Below the course block's sport category: a category for a new sport, named in German and
 * English (issue 34). The server trims and checks both names; its refusal is shown as it says it.
 * Not a <form>: it sits inside the block dialog's own form.
 */
export function NewCategory({ onCreated }: { onCreated: (id: string) => void }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const close = () => {
    setOpen(false);
    setName('');
    setNameEn('');
    setError(null);
  };
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!name.trim() || !nameEn.trim()) return setError(t('newCategory.bothNames'));
    setSaving(true);
    try {
      const category = await addCourseCategory(name.trim(), nameEn.trim());
      onCreated(category.id);
      close();
    } catch (thrown) {
      setError(toApiError(thrown).message);
    } finally {
      setSaving(false);
    }
  };
  if (!isOpen)
    return (
      <button
        type="button"
        className="club-button club-button--secondary editor-new-category__open"
        onClick={() => setOpen(true)}
      >
        {t('newCategory.open')}
      </button>
    );
  return (
    <div className="editor-new-category" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="editor-new-category__title">
        {t('newCategory.title')}
      </p>
      <label htmlFor={`${id}-de`}>{t('newCategory.nameDe')}</label>
      <input
        id={`${id}-de`}
        className="editor-field__input"
        value={name}
        maxLength={nameLimit}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor={`${id}-en`}>{t('newCategory.nameEn')}</label>
      <input
        id={`${id}-en`}
        className="editor-field__input"
        value={nameEn}
        maxLength={nameLimit}
        onChange={(event) => setNameEn(event.target.value)}
      />
      {error && (
        <p role="alert" className="editor-field__message">
          {error}
        </p>
      )}
      <div className="editor-new-category__actions">
        <button type="button" className="club-button club-button--secondary" onClick={close}>
          {t('newCategory.cancel')}
        </button>
        <button type="button" className="club-button" disabled={isSaving} onClick={() => void save()}>
          {t('newCategory.save')}
        </button>
      </div>
    </div>
  );
}
