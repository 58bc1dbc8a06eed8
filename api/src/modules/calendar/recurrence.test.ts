import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DateTime } from 'luxon';
import { expandSeries, rruleText, toBerlinIso } from './recurrence.js';

describe('recurrence', () => {
  it('formats instants in Berlin time with the offset of that day', () => {
    assert.equal(toBerlinIso(new Date('2026-07-01T16:00:00Z')), '2026-07-01T18:00:00.000+02:00');
    assert.equal(toBerlinIso(new Date('2026-12-01T17:00:00Z')), '2026-12-01T18:00:00.000+01:00');
    const sample = new Date('2027-03-28T01:30:00Z');
    assert.equal(toBerlinIso(sample), DateTime.fromJSDate(sample, { zone: 'Europe/Berlin' }).toISO());
  });

  it('runs a one-year preset until just before its first anniversary', () => {
    const dates = expandSeries({
      startLocal: '2026-01-05T18:00',
      durationMinutes: 60,
      recurrence: { repeatPeriod: 1, repeatType: 'WEEKLY', daysToRepeat: ['MONDAY'], oneYear: true },
    });
    // 5 Jan 2026 to 4 Jan 2027: 53 Mondays; 5 Jan 2027 itself is the next year's.
    assert.equal(dates.length, 53);
    assert.equal(toBerlinIso(dates.at(-1)?.start as Date), '2027-01-04T18:00:00.000+01:00');
  });

  it('repeats monthly on the same day of the month and every weekday with daysToRepeat', () => {
    const monthly = expandSeries({
      startLocal: '2026-01-15T10:00',
      durationMinutes: 60,
      recurrence: { repeatPeriod: 2, repeatType: 'MONTHLY', daysToRepeat: [], numberOfOcurrences: 3 },
    });
    assert.deepEqual(
      monthly.map((d) => toBerlinIso(d.start).slice(0, 10)),
      ['2026-01-15', '2026-03-15', '2026-05-15'],
    );
    const weekdays = expandSeries({
      startLocal: '2026-11-20T07:00',
      durationMinutes: 30,
      recurrence: {
        repeatPeriod: 1,
        repeatType: 'WEEKLY',
        daysToRepeat: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        numberOfOcurrences: 3,
      },
    });
    assert.deepEqual(
      weekdays.map((d) => toBerlinIso(d.start).slice(0, 10)),
      ['2026-11-20', '2026-11-23', '2026-11-24'],
    );
  });

  it('writes the RRULE with UNTIL as a UTC instant', () => {
    const text = rruleText('2026-11-23T18:00', {
      repeatPeriod: 1,
      repeatType: 'WEEKLY',
      daysToRepeat: ['MONDAY'],
      endingDate: '2026-12-31',
    });
    assert.equal(text, 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20261231T225959Z');
  });
});
