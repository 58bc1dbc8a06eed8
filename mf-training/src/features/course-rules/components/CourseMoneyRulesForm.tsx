import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@club/shared';
import { useCall } from '@club/shared/data/use-call';
import { cancellationRules, dateCancelPolicies, getCourseMoneyRules } from '@club/shared/contracts/endpoints/calendar';
import { namespace } from '../../../locales';
import { saveMoneyRules, type CourseMoneyRules } from '../api/money-rules';
import './course-rules.css';

/**
 * A course's money rules for its coaches and administrators (issue 33): until when members cancel
 * by themselves, and what a cancelled single date gives (nothing, a credit note, its share back).
 * The server checks the values and who may save them; someone who may not (`mayChange`) sees no form.
 */
export function CourseMoneyRulesForm({ eventsGroupId }: { eventsGroupId: string }) {
  const loaded = useCall(getCourseMoneyRules, { params: { eventsGroupId } });
  if (!loaded.data?.mayChange) return null;
  const { mayChange: _mayChange, ...rules } = loaded.data;
  return <RulesForm key={eventsGroupId} eventsGroupId={eventsGroupId} initial={rules} />;
}

function RulesForm({ eventsGroupId, initial }: { eventsGroupId: string; initial: CourseMoneyRules }) {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [rules, setRules] = useState<CourseMoneyRules>(initial);
  const [days, setDays] = useState(String(initial.cancellationDays));
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      // The typed text goes as it is: the server refuses what is not 0 to 365 whole days.
      const saved = await saveMoneyRules(eventsGroupId, { ...rules, cancellationDays: Number(days) });
      setRules(saved);
      setDays(String(saved.cancellationDays));
      setMessage({ isError: false, text: t('courseRules.saved') });
    } catch (failure) {
      setMessage({ isError: true, text: toApiError(failure).message || t('courseRules.saveError') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="course-rules">
      <summary>{t('courseRules.title')}</summary>
      <form className="course-rules__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-rule`}>{t('courseRules.cancellationRule')}</label>
        <select
          id={`${id}-rule`}
          value={rules.cancellationRule}
          onChange={(e) =>
            setRules({ ...rules, cancellationRule: e.target.value as CourseMoneyRules['cancellationRule'] })
          }
        >
          {cancellationRules.map((rule) => (
            <option key={rule} value={rule}>
              {t(`courseRules.rules.${rule}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-days`}>{t('courseRules.cancellationDays')}</label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          step={1}
          value={days}
          aria-describedby={`${id}-days-hint`}
          onChange={(e) => setDays(e.target.value)}
        />
        <p id={`${id}-days-hint`} className="course-rules__hint">
          {t(`courseRules.daysHint.${rules.cancellationRule}`)}
        </p>
        <label htmlFor={`${id}-policy`}>{t('courseRules.datePolicy')}</label>
        <select
          id={`${id}-policy`}
          value={rules.dateCancelPolicy}
          onChange={(e) =>
            setRules({ ...rules, dateCancelPolicy: e.target.value as CourseMoneyRules['dateCancelPolicy'] })
          }
        >
          {dateCancelPolicies.map((policy) => (
            <option key={policy} value={policy}>
              {t(`courseRules.policies.${policy}`)}
            </option>
          ))}
        </select>
        <div className="course-rules__actions">
          <button type="submit" className="club-button" disabled={busy}>
            {t('courseRules.save')}
          </button>
        </div>
        {message ? (
          <p
            role={message.isError ? 'alert' : 'status'}
            className={message.isError ? 'course-rules__error' : undefined}
          >
            {message.text}
          </p>
        ) : null}
      </form>
    </details>
  );
}
