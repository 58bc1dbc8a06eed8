import type { EventsGroup } from '@club/shared/contracts/schemas';

// The editor names a page's second course "<name>_1": such copies stay out of the dropdown.
const copySuffix = /_\d+$/;

/** The course dropdown of §2: courses that have content and are not numbered copies. */
export function visibleCourses(groups: EventsGroup[]): EventsGroup[] {
  return groups.filter((g) => !!g.contentId && !copySuffix.test(g.name));
}
