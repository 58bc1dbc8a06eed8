import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled input slot with its error (prefixed with an asterisk, as the spec shows errors). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={`membership-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="membership-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="membership-field__error">
          * {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes of an input with an optional hint and error. */
export function describedBy(id: string, error: unknown, hasHint = false) {
  const ids = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
