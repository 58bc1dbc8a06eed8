import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { berlinToday, validateChildForm, type ChildFormInput } from '@club/shared/contracts';
import { namespace } from '../../../locales';

const empty: ChildFormInput = { firstName: '', lastName: '', birthDate: '' };

/**
 * A child's first name, last name and birth date, checked with the shared rules the API runs
 * (names 2-30 letters, birth date not in the future, under 18). Messages show after a field
 * was left or the form was sent, each tied to its input.
 */
export function ChildForm({
  initial = empty,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ChildFormInput;
  submitLabel: string;
  onSubmit: (child: ChildFormInput) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const id = useId();
  const [values, setValues] = useState<ChildFormInput>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof ChildFormInput, boolean>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const errors = validateChildForm(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, birthDate: true });
    if (Object.keys(errors).length > 0) return;
    setIsSaving(true);
    try {
      await onSubmit({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate,
      });
      setValues(initial);
      setTouched({});
    } finally {
      setIsSaving(false);
    }
  };

  const field = (name: keyof ChildFormInput, type: 'text' | 'date') => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <div className="family__field">
        <label htmlFor={`${id}-${name}`}>{t(`families.${name}`)}</label>
        <input
          id={`${id}-${name}`}
          type={type}
          value={values[name]}
          max={type === 'date' ? berlinToday() : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="family__error">
            {common(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="family__form" noValidate onSubmit={(event) => void submit(event)}>
      {field('firstName', 'text')}
      {field('lastName', 'text')}
      {field('birthDate', 'date')}
      <div className="family__actions">
        <button type="submit" className="club-button" disabled={isSaving}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="club-button club-button--secondary" onClick={onCancel}>
            {t('families.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
