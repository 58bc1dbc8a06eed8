import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { mergeDeleted, mergeSaved } from './merge';

const entry = (id: string, seriesId: string, start: string): ScheduleEntry =>
  ({ id, seriesId, startDateTime: start, originalStartDateTime: start, cancelled: false }) as ScheduleEntry;

describe('schedule merge', () => {
  const week = [entry('a1', 'a', '2026-11-23T18:00+01:00'), entry('b1', 'b', '2026-11-24T18:00+01:00')];

  it('replaces the dates of a saved series and keeps only those in the week', () => {
    const saved = [entry('a9', 'a', '2026-11-25T17:00+01:00'), entry('a10', 'a', '2026-12-02T17:00+01:00')];
    const merged = mergeSaved(week, saved, { from: '2026-11-23', to: '2026-11-29' });
    expect(merged.map((e) => e.id)).toEqual(['b1', 'a9']);
  });

  it('removes a deleted series, or marks one cancelled date', () => {
    expect(mergeDeleted(week, week[0] as ScheduleEntry, 'series').map((e) => e.id)).toEqual(['b1']);
    expect(mergeDeleted(week, week[0] as ScheduleEntry, 'occurrence')[0]?.cancelled).toBe(true);
  });
});
