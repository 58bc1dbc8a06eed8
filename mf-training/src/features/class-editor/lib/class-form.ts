import { DateTime } from 'luxon';
import type { ClassForm, CustomRecurrence, RepeatChoice } from '@club/shared';
import type { Recurrence, ScheduleEntry, ScheduleInput, WeekDay } from '@club/shared/contracts/schemas';

const zone = 'Europe/Berlin';
export const weekDayNames: WeekDay[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const workDays: WeekDay[] = weekDayNames.slice(0, 5);

/** The weekday name of a YYYY-MM-DD date (MONDAY for an invalid one). */
export function weekDayOf(date: string): WeekDay {
  const day = DateTime.fromISO(date, { zone });
  return day.isValid ? (weekDayNames[day.weekday - 1] ?? 'MONDAY') : 'MONDAY';
}

export const defaultCustom = (date: string): CustomRecurrence => ({
  repeatPeriod: 1,
  repeatType: 'WEEKLY',
  daysToRepeat: [weekDayOf(date)],
  end: 'NEVER',
  endingDate: '',
  numberOfOcurrences: 10,
});

/** A blank form for a new class on `date` (the shown week's Monday or today). */
export function emptyClassForm(eventsGroupId: string, date: string): ClassForm {
  return {
    eventsGroupId,
    date,
    duration: '60',
    repeat: 'NONE',
    description: '',
    trainer: [''],
    time: { hour: '18', minute: '00' },
    location: '',
    skipHolidays: true,
    custom: defaultCustom(date),
  };
}

/**
 * The recurrence a form asks for. Presets (§9) run one year with period 1: daily = all seven
 * days, weekly = the date's weekday, weekdays = Monday to Friday.
 */
export function recurrenceOf(form: ClassForm): Recurrence | null {
  const preset = (repeatType: Recurrence['repeatType'], daysToRepeat: WeekDay[]): Recurrence => ({
    repeatPeriod: 1,
    repeatType,
    daysToRepeat,
    oneYear: true,
    skipHolidays: form.skipHolidays,
  });
  switch (form.repeat) {
    case 'NONE':
      return null;
    case 'DAILY':
      return preset('DAILY', weekDayNames);
    case 'WEEKLY':
      return preset('WEEKLY', [weekDayOf(form.date)]);
    case 'WEEKDAYS':
      return preset('WEEKLY', workDays);
    case 'CUSTOM': {
      const c = form.custom;
      const days = c.repeatType === 'WEEKLY' ? (c.daysToRepeat as WeekDay[]) : [];
      return {
        repeatPeriod: c.repeatPeriod,
        repeatType: c.repeatType,
        daysToRepeat: c.repeatType === 'WEEKLY' && days.length === 0 ? [weekDayOf(form.date)] : days,
        oneYear: false,
        endingDate: c.end === 'ON' ? c.endingDate : null,
        numberOfOcurrences: c.end === 'AFTER' ? c.numberOfOcurrences : null,
        skipHolidays: form.skipHolidays,
      };
    }
  }
}

/** The payload POST/PUT schedule takes, in Berlin wall-clock time. */
export function toScheduleInput(form: ClassForm, name?: string): ScheduleInput {
  const start = DateTime.fromISO(`${form.date}T${form.time.hour}:${form.time.minute}`, { zone });
  const end = start.plus({ minutes: Number(form.duration) });
  return {
    ...(name ? { name } : {}),
    startDateTime: start.toFormat("yyyy-MM-dd'T'HH:mm"),
    endDateTime: end.toFormat("yyyy-MM-dd'T'HH:mm"),
    eventsGroupId: form.eventsGroupId,
    coach: form.trainer.map((t) => t.trim()),
    place: form.location.trim(),
    description: form.description,
    recurrence: recurrenceOf(form),
  };
}

function repeatChoiceOf(recurrence: Recurrence | null, date: string): RepeatChoice {
  if (!recurrence) return 'NONE';
  const days = [...recurrence.daysToRepeat].sort().join();
  if (recurrence.oneYear && recurrence.repeatPeriod === 1) {
    if (recurrence.repeatType === 'DAILY' && recurrence.daysToRepeat.length === 7) return 'DAILY';
    if (recurrence.repeatType === 'WEEKLY' && days === weekDayOf(date)) return 'WEEKLY';
    if (recurrence.repeatType === 'WEEKLY' && days === [...workDays].sort().join()) return 'WEEKDAYS';
  }
  return 'CUSTOM';
}

/** The form of an existing date (its own time; the series' rule). */
export function formOfEntry(entry: ScheduleEntry): ClassForm {
  const start = DateTime.fromISO(entry.startDateTime, { setZone: true }).setZone(zone);
  const end = DateTime.fromISO(entry.endDateTime, { setZone: true }).setZone(zone);
  const date = start.toISODate() ?? '';
  const r = entry.recurrence;
  return {
    eventsGroupId: entry.eventsGroupId,
    date,
    duration: String(Math.round(end.diff(start, 'minutes').minutes)),
    repeat: repeatChoiceOf(r, date),
    description: entry.description,
    trainer: entry.coach.length > 0 ? [...entry.coach] : [''],
    time: { hour: start.toFormat('HH'), minute: start.toFormat('mm') },
    location: entry.place,
    skipHolidays: r?.skipHolidays ?? false,
    custom: r
      ? {
          repeatPeriod: r.repeatPeriod,
          repeatType: r.repeatType,
          daysToRepeat: r.daysToRepeat.length > 0 ? [...r.daysToRepeat] : [weekDayOf(date)],
          end: r.endingDate ? 'ON' : r.numberOfOcurrences ? 'AFTER' : 'NEVER',
          endingDate: r.endingDate ?? '',
          numberOfOcurrences: r.numberOfOcurrences ?? 10,
        }
      : defaultCustom(date),
  };
}
