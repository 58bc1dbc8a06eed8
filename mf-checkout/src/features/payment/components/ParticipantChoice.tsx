import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';

/**
 * "Who takes part?": the member or one of their children (issue 21 item 4). Shown only when the
 * member has children; the member pays either way and the server checks the child is theirs.
 */
export function ParticipantChoice({
  userName,
  choices,
  value,
  onChange,
}: {
  userName: string;
  choices: Array<{ id: string; firstName: string; lastName: string }>;
  /** '' for the member themself. */
  value: string;
  onChange: (participantId: string) => void;
}) {
  const { t } = useTranslation(namespace);
  const group = useId();
  if (choices.length === 0) return null;
  const options = [
    { id: '', label: t('payment.myself', { name: userName }) },
    ...choices.map((child) => ({ id: child.id, label: `${child.firstName} ${child.lastName}` })),
  ];
  return (
    <fieldset className="payment-step__methods">
      <legend>{t('payment.participant')}</legend>
      {options.map((option) => (
        <label key={option.id || 'self'}>
          <input
            type="radio"
            name={group}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
