// What other modules may use of calendar (they import nothing else from this folder).
export {
  assertCoachOfCourse,
  coachLinksOf,
  coachedCourseIds,
  setCoachedCourses,
  unlinkedTrainers,
} from './course-coaches.js';
export { syncCourseSeries } from './course-series.js';
export { nextOccurrences } from './next-occurrence.js';
export { registerCourseDatesHook, type CourseDatesChange } from './dates-hooks.js';
