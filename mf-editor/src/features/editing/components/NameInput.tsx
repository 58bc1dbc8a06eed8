import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageNameLimit } from '@club/shared/contracts';
import { namespace } from '../../../locales';

/** Whether a page, section or menu name fits: not blank and at most 20 characters once trimmed. */
export const isNameWithinLimit = (name: string) => name.trim().length > 0 && name.trim().length <= pageNameLimit;

/**
 * A page, section or page-menu name (§4: at most 20 characters). Nothing is cut off silently
 * (issue 34: a pasted name lost its end and kept a trailing space): the limit is said below the
 * field with a counter of the trimmed name, a longer name is marked and refused by the caller,
 * and spaces at either end are said to be removed (the callers trim what they send).
 */
export function NameInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const length = value.trim().length;
  const isOver = length > pageNameLimit;
  const hasOuterSpaces = length > 0 && value !== value.trim();
  const message = isOver
    ? t('name.tooLong', { limit: pageNameLimit, count: length - pageNameLimit })
    : hasOuterSpaces
      ? t('name.trimmed')
      : t('name.limit', { limit: pageNameLimit });
  return (
    <div className="editor-name">
      <label className="editor-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`editor-field__input${isOver ? ' editor-field__input--invalid' : ''}`}
        value={value}
        aria-invalid={isOver || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="editor-field__foot">
        <span
          id={`${id}-hint`}
          className={isOver ? 'editor-field__message' : 'editor-muted'}
          role={isOver ? 'alert' : undefined}
        >
          {message}
        </span>
        <span className={`editor-field__counter${isOver ? ' editor-field__counter--over' : ''}`} aria-hidden="true">
          {length}/{pageNameLimit}
        </span>
      </div>
    </div>
  );
}
