import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ClassForm, type CustomRecurrence, Modal } from '@club/shared';
import { classLimits, customEnds } from '@club/shared/contracts';
import { DateTime } from 'luxon';
import { namespace } from '../../../locales';
import { weekDayNames, weekDayOf } from '../lib/class-form';

interface CustomRecurrenceModalProps {
  isOpen: boolean;
  /** First time for this class: start from the chosen date's weekday. */
  startsFresh: boolean;
  onDone: (custom: CustomRecurrence) => void;
  onCancel: () => void;
}

const periods = Array.from({ length: classLimits.repeatPeriod.max }, (_, i) => i + 1);
const counts = Array.from({ length: classLimits.occurrences.max }, (_, i) => i + 1);

/** Repeat every 1-31 days/weeks/months, on weekdays, ending never / on a date / after 1-30 dates. */
export function CustomRecurrenceModal({ isOpen, ...props }: CustomRecurrenceModalProps) {
  if (!isOpen) return null;
  return <CustomRecurrenceDialog {...props} />;
}

function CustomRecurrenceDialog({ startsFresh, onDone, onCancel }: Omit<CustomRecurrenceModalProps, 'isOpen'>) {
  const { t, i18n } = useTranslation(namespace);
  const { getValues } = useFormContext<ClassForm>();
  const [custom, setCustom] = useState<CustomRecurrence>(() =>
    startsFresh ? { ...getValues('custom'), daysToRepeat: [weekDayOf(getValues('date'))] } : { ...getValues('custom') },
  );
  const id = useId();
  const change = (next: Partial<CustomRecurrence>) => setCustom((current) => ({ ...current, ...next }));
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const toggleDay = (day: string) =>
    change({
      daysToRepeat: custom.daysToRepeat.includes(day)
        ? custom.daysToRepeat.filter((d) => d !== day)
        : [...custom.daysToRepeat, day],
    });
  return (
    <Modal
      isOpen
      title={t('custom.title')}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="club-button club-button--secondary" onClick={onCancel}>
            {t('custom.cancel')}
          </button>
          <button type="button" className="club-button" onClick={() => onDone(custom)}>
            {t('custom.done')}
          </button>
        </>
      }
    >
      <div className="class-form">
        <div className="class-form__row">
          <div className="class-form__field">
            <label htmlFor={`${id}-period`}>{t('custom.every')}</label>
            <select
              id={`${id}-period`}
              value={custom.repeatPeriod}
              onChange={(e) => change({ repeatPeriod: Number(e.target.value) })}
            >
              {periods.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="class-form__field">
            <label htmlFor={`${id}-unit`}>{t('custom.unit')}</label>
            <select
              id={`${id}-unit`}
              value={custom.repeatType}
              onChange={(e) => change({ repeatType: e.target.value as CustomRecurrence['repeatType'] })}
            >
              {(['DAILY', 'WEEKLY', 'MONTHLY'] as const).map((type) => (
                <option key={type} value={type}>
                  {t(`custom.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {custom.repeatType === 'WEEKLY' ? (
          <fieldset className="class-form__field class-form__days">
            <legend>{t('custom.onDays')}</legend>
            {weekDayNames.map((day, index) => (
              <label key={day} className="class-form__day">
                <input type="checkbox" checked={custom.daysToRepeat.includes(day)} onChange={() => toggleDay(day)} />
                {DateTime.fromObject({ weekday: (index + 1) as 1 })
                  .setLocale(locale)
                  .toFormat('ccc')}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset className="class-form__field">
          <legend>{t('custom.ends')}</legend>
          {customEnds.map((end) => (
            <div key={end} className="class-form__end">
              <label className="class-form__radio">
                <input type="radio" name={`${id}-end`} checked={custom.end === end} onChange={() => change({ end })} />
                {t(`custom.${end}`)}
              </label>
              {end === 'ON' ? (
                <>
                  <label htmlFor={`${id}-ending`} className="visually-hidden">
                    {t('custom.endDate')}
                  </label>
                  <input
                    id={`${id}-ending`}
                    type="date"
                    value={custom.endingDate}
                    disabled={custom.end !== 'ON'}
                    onChange={(e) => change({ endingDate: e.target.value })}
                  />
                </>
              ) : null}
              {end === 'AFTER' ? (
                <>
                  <label htmlFor={`${id}-count`} className="visually-hidden">
                    {t('custom.occurrences')}
                  </label>
                  <select
                    id={`${id}-count`}
                    value={custom.numberOfOcurrences}
                    disabled={custom.end !== 'AFTER'}
                    onChange={(e) => change({ numberOfOcurrences: Number(e.target.value) })}
                  >
                    {counts.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <span>{t('custom.occurrencesSuffix')}</span>
                </>
              ) : null}
            </div>
          ))}
        </fieldset>
      </div>
    </Modal>
  );
}
