import { classFormSchema } from '@club/shared/contracts';
import * as v from 'valibot';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { emptyClassForm, formOfEntry, toScheduleInput } from './class-form';

describe('class form', () => {
  it('turns the weekly preset into a one-year series on the date’s weekday', () => {
    const form = {
      ...emptyClassForm('g1', '2026-11-25'),
      repeat: 'WEEKLY' as const,
      trainer: ['Mira'],
      location: 'Halle',
    };
    expect(toScheduleInput(form)).toEqual({
      startDateTime: '2026-11-25T18:00',
      endDateTime: '2026-11-25T19:00',
      eventsGroupId: 'g1',
      coach: ['Mira'],
      place: 'Halle',
      description: '',
      recurrence: {
        repeatPeriod: 1,
        repeatType: 'WEEKLY',
        daysToRepeat: ['WEDNESDAY'],
        oneYear: true,
        skipHolidays: true,
      },
    });
  });

  it('sends a custom rule with its end', () => {
    const form = {
      ...emptyClassForm('g1', '2026-11-23'),
      repeat: 'CUSTOM' as const,
      custom: {
        repeatPeriod: 2,
        repeatType: 'WEEKLY' as const,
        daysToRepeat: ['MONDAY', 'THURSDAY'],
        end: 'AFTER' as const,
        endingDate: '',
        numberOfOcurrences: 6,
      },
    };
    expect(toScheduleInput(form).recurrence).toEqual({
      repeatPeriod: 2,
      repeatType: 'WEEKLY',
      daysToRepeat: ['MONDAY', 'THURSDAY'],
      oneYear: false,
      endingDate: null,
      numberOfOcurrences: 6,
      skipHolidays: true,
    });
  });

  it('reads an entry back into the form it came from', () => {
    const entry = {
      id: 'o',
      eventsGroupId: 'g1',
      startDateTime: '2026-11-23T17:30:00.000+01:00',
      endDateTime: '2026-11-23T19:00:00.000+01:00',
      description: 'x',
      coach: ['A', 'B'],
      place: 'Halle',
      recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], oneYear: true },
    } as unknown as ScheduleEntry;
    const form = formOfEntry(entry);
    expect(form).toMatchObject({
      date: '2026-11-23',
      duration: '90',
      repeat: 'WEEKLY',
      time: { hour: '17', minute: '30' },
    });
    expect(form.trainer).toEqual(['A', 'B']);
  });

  it('refuses a duration off the dropdown and a trainer over 40 characters', () => {
    const form = { ...emptyClassForm('g1', '2026-11-23'), duration: '50', trainer: ['x'.repeat(41)], location: '' };
    const result = v.safeParse(classFormSchema, form);
    const messages = result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`);
    expect(messages).toEqual([
      'duration: validation.notValidDuration',
      'trainer.0: validation.trainerTooLong',
      'location: validation.mandatory',
    ]);
  });
});
