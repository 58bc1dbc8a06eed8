import { DateTime } from 'luxon';
import { useId } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClassForm, RepeatChoice } from '@club/shared';
import { durationChoices, repeatChoices } from '@club/shared/contracts';
import type { ChangeScope, EventsGroup } from '@club/shared/contracts/schemas';
import { changeScopeChoices } from '../lib/scopes';
import { namespace } from '../../../locales';
import { FieldError } from './FieldError';

interface ClassFormFieldsProps {
  courses: EventsGroup[];
  isRecurringEntry: boolean;
  scope: ChangeScope;
  onScope: (scope: ChangeScope) => void;
  onOpenCustom: () => void;
}

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = Array.from({ length: 12 }, (_, m) => String(m * 5).padStart(2, '0'));

/** The class form's inputs (§3 "Class form state"), each labelled and with its own message. */
export function ClassFormFields({ courses, isRecurringEntry, scope, onScope, onOpenCustom }: ClassFormFieldsProps) {
  const { t, i18n } = useTranslation(namespace);
  const { register, watch, setValue, formState } = useFormContext<ClassForm>();
  const id = useId();
  const errorOf = (path: string): string | undefined =>
    (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const described = (path: string) =>
    errorOf(path) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${path}-error` } : {};
  const date = watch('date');
  const repeat = watch('repeat');
  const trainers = watch('trainer');
  const dayName = DateTime.fromISO(date || '2026-01-05')
    .setLocale(i18n.language === 'en' ? 'en' : 'de')
    .toFormat('cccc');
  const repeatLabel = (choice: RepeatChoice) => t(`editor.repeat${choice}`, { day: dayName });

  return (
    <div className="class-form">
      {isRecurringEntry ? (
        <fieldset className="class-form__scope">
          <legend>{t('editor.scope')}</legend>
          {changeScopeChoices.map((choice) => (
            <label key={choice} className="class-form__radio">
              <input
                type="radio"
                name="scope"
                value={choice}
                checked={scope === choice}
                onChange={() => onScope(choice)}
              />
              {t(`editor.scope${choice}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="class-form__field">
        <label htmlFor={`${id}-course`}>{t('editor.course')}</label>
        <select id={`${id}-course`} {...register('eventsGroupId')} {...described('eventsGroupId')}>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-eventsGroupId-error`} messageKey={errorOf('eventsGroupId')} />
      </div>
      <div className="class-form__row">
        <div className="class-form__field">
          <label htmlFor={`${id}-date`}>{t('editor.date')}</label>
          <input id={`${id}-date`} type="date" {...register('date')} {...described('date')} />
          <FieldError id={`${id}-date-error`} messageKey={errorOf('date')} />
        </div>
        <fieldset className="class-form__field class-form__time">
          <legend>{t('editor.time')}</legend>
          <label htmlFor={`${id}-hour`} className="visually-hidden">
            {t('editor.hour')}
          </label>
          <select id={`${id}-hour`} {...register('time.hour')} {...described('time.hour')}>
            <option value="">{t('editor.hourPlaceholder')}</option>
            {hours.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
          <span aria-hidden="true">:</span>
          <label htmlFor={`${id}-minute`} className="visually-hidden">
            {t('editor.minute')}
          </label>
          <select id={`${id}-minute`} {...register('time.minute')} {...described('time.minute')}>
            <option value="">{t('editor.minutePlaceholder')}</option>
            {minutes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-time.hour-error`} messageKey={errorOf('time.hour') ?? errorOf('time.minute')} />
        </fieldset>
        <div className="class-form__field">
          <label htmlFor={`${id}-duration`}>{t('editor.duration')}</label>
          <select id={`${id}-duration`} {...register('duration')} {...described('duration')}>
            <option value="">{t('editor.durationPlaceholder')}</option>
            {durationChoices.map((d) => (
              <option key={d} value={String(d)}>
                {t('editor.durationOption', { count: d })}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-duration-error`} messageKey={errorOf('duration')} />
        </div>
      </div>
      <div className="class-form__field">
        <label htmlFor={`${id}-repeat`}>{t('editor.repeat')}</label>
        <select
          id={`${id}-repeat`}
          disabled={isRecurringEntry && scope === 'occurrence'}
          {...register('repeat', {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'CUSTOM') onOpenCustom();
            },
          })}
        >
          {repeatChoices.map((choice) => (
            <option key={choice} value={choice}>
              {repeatLabel(choice)}
            </option>
          ))}
        </select>
        {repeat === 'CUSTOM' && !(isRecurringEntry && scope === 'occurrence') ? (
          <button type="button" className="class-form__link" onClick={onOpenCustom}>
            {t('editor.editCustom')}
          </button>
        ) : null}
        <FieldError
          id={`${id}-custom-error`}
          messageKey={
            errorOf('custom.numberOfOcurrences') ?? errorOf('custom.endingDate') ?? errorOf('custom.repeatPeriod')
          }
        />
      </div>
      <fieldset className="class-form__field">
        <legend>{t('editor.trainers')}</legend>
        {trainers.map((_, index) => (
          <div key={index} className="class-form__trainer">
            <label htmlFor={`${id}-trainer-${index}`} className="visually-hidden">
              {t('editor.trainer', { number: index + 1 })}
            </label>
            <input
              id={`${id}-trainer-${index}`}
              type="text"
              maxLength={60}
              placeholder={t('editor.trainer', { number: index + 1 })}
              {...register(`trainer.${index}`)}
              {...described(`trainer.${index}`)}
            />
            {trainers.length > 1 ? (
              <button
                type="button"
                className="class-form__remove"
                aria-label={t('editor.removeTrainer', { number: index + 1 })}
                onClick={() =>
                  setValue(
                    'trainer',
                    trainers.filter((__, i) => i !== index),
                  )
                }
              >
                ×
              </button>
            ) : null}
            <FieldError id={`${id}-trainer.${index}-error`} messageKey={errorOf(`trainer.${index}`)} />
          </div>
        ))}
        <button type="button" className="class-form__link" onClick={() => setValue('trainer', [...trainers, ''])}>
          {t('editor.addTrainer')}
        </button>
      </fieldset>
      <div className="class-form__field">
        <label htmlFor={`${id}-location`}>{t('editor.location')}</label>
        <input id={`${id}-location`} type="text" {...register('location')} {...described('location')} />
        <FieldError id={`${id}-location-error`} messageKey={errorOf('location')} />
      </div>
      <div className="class-form__field">
        <label htmlFor={`${id}-description`}>{t('editor.description')}</label>
        <textarea id={`${id}-description`} rows={3} {...register('description')} {...described('description')} />
        <FieldError id={`${id}-description-error`} messageKey={errorOf('description')} />
      </div>
      <label className="class-form__checkbox">
        <input type="checkbox" {...register('skipHolidays')} />
        {t('editor.skipHolidays')}
      </label>
    </div>
  );
}
