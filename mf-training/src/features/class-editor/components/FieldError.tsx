import { useTranslation } from 'react-i18next';

/** A field's message: the shared rule's i18n key shown in the reader's language, prefixed as the spec asks. */
export function FieldError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation('common');
  if (!messageKey) return null;
  return (
    <p id={id} className="class-editor__field-error">
      * {t(messageKey)}
    </p>
  );
}
