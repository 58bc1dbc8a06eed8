import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What the schedule shows: a category (or My Courses), a course and a week (its Monday). */
export interface ScheduleSelection {
  categoryId: string | null;
  eventsGroupId: string | null;
  /** Monday YYYY-MM-DD, or null for the current week. */
  week: string | null;
}

export const myCoursesCategory = 'my-courses';

export type SelectionState = [ScheduleSelection, (change: Partial<ScheduleSelection>) => void];

/**
 * The training page keeps its selection in the URL (?categoryId=&eventsGroupId=&week=), so a
 * course page's schedule link, reloads and the back button work.
 */
export function useUrlSelection(): SelectionState {
  const [params, setParams] = useSearchParams();
  const selection: ScheduleSelection = {
    categoryId: params.get('categoryId'),
    eventsGroupId: params.get('eventsGroupId'),
    week: params.get('week'),
  };
  const change = (next: Partial<ScheduleSelection>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  return [selection, change];
}

/** A block on a content page keeps its own selection, starting from the template's course. */
export function useLocalSelection(initial: ScheduleSelection): SelectionState {
  const [selection, setSelection] = useState(initial);
  return [selection, (next) => setSelection((current) => ({ ...current, ...next }))];
}
