import type { ChangeScope, ScheduleEntry } from '@club/shared/contracts/schemas';

/** Saving merges the series' dates into the week shown (§4): its old dates go, the saved ones in the window come. */
export function mergeSaved(
  current: ScheduleEntry[],
  saved: ScheduleEntry[],
  window: { from: string; to: string },
): ScheduleEntry[] {
  const touched = new Set(saved.map((e) => e.seriesId));
  const inWindow = saved.filter(
    (e) => dateKey(e.startDateTime) >= window.from && dateKey(e.startDateTime) <= window.to,
  );
  return [...current.filter((e) => !touched.has(e.seriesId)), ...inWindow].sort((a, b) =>
    a.startDateTime.localeCompare(b.startDateTime),
  );
}

/** Deleting removes it: the series, this and later dates, or marks the one date cancelled. */
export function mergeDeleted(current: ScheduleEntry[], entry: ScheduleEntry, scope: ChangeScope): ScheduleEntry[] {
  if (scope === 'occurrence') return current.map((e) => (e.id === entry.id ? { ...e, cancelled: true } : e));
  if (scope === 'following') {
    return current.filter(
      (e) => e.seriesId !== entry.seriesId || e.originalStartDateTime < entry.originalStartDateTime,
    );
  }
  return current.filter((e) => e.seriesId !== entry.seriesId);
}

// Entries carry their Berlin offset, so the first ten characters are the club's calendar day.
const dateKey = (iso: string) => iso.slice(0, 10);
