import { DateTime } from 'luxon';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { scheduleGrid, shiftWeek, todayInClub, weekOf, weekWindow } from './week';

const entry = (id: string, start: string, end: string): ScheduleEntry => ({
  id,
  seriesId: id,
  name: id,
  startDateTime: start,
  endDateTime: end,
  originalStartDateTime: start,
  eventsGroupId: 'g',
  coach: [],
  place: '',
  description: '',
  shortDescription: '',
  users: [],
  image: null,
  contentId: null,
  recurrence: null,
  cancelled: false,
  holiday: null,
  modified: false,
});

describe('week', () => {
  it('starts on Monday and carries the ISO week number and month', () => {
    const week = weekOf('2026-11-26');
    expect(week.start).toBe('2026-11-23');
    expect(week.weekNumber).toBe(48);
    expect(week.monthLabel).toBe('November 2026');
    expect(week.days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekOf('2026-11-30', 'en').monthLabel).toBe('November / December 2026');
  });

  it('moves one week forward and back, across the new year', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(weekOf('2027-01-04').weekNumber).toBe(1);
    expect(shiftWeek('2026-12-28', -1)).toBe('2026-12-21');
    expect(weekOf('2026-12-28').weekNumber).toBe(53);
  });

  it('asks for 00:00:01 of Monday to 23:59:59 of Sunday', () => {
    expect(weekWindow('2026-11-23')).toEqual({
      startDateTime: '2026-11-23T00:00:01',
      endDateTime: '2026-11-29T23:59:59',
    });
  });

  it('builds a grid of start times by weekday on the club clock', () => {
    const week = weekOf('2026-11-23');
    const grid = scheduleGrid(
      [
        entry('b', '2026-11-25T18:00:00.000+01:00', '2026-11-25T19:00:00.000+01:00'),
        entry('a', '2026-11-23T18:00:00.000+01:00', '2026-11-23T19:00:00.000+01:00'),
        // 08:00 UTC is 09:00 in Berlin.
        entry('c', '2026-11-29T08:00:00.000Z', '2026-11-29T09:00:00.000Z'),
      ],
      week,
    );
    expect(grid.map((r) => r.time)).toEqual(['09:00', '18:00']);
    expect(grid[1]?.cells.map((c) => c.map((e) => e.id).join())).toEqual(['a', '', 'b', '', '', '', '']);
    expect(grid[0]?.cells[6]?.[0]?.id).toBe('c');
  });

  it("knows today's date in Berlin even when the device is elsewhere", () => {
    expect(todayInClub(DateTime.fromISO('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
