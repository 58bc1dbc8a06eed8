// What other modules may use of products (they import nothing else from this folder).
import './tables.js';
export { courseValues, nextCourseDate } from './course-template.js';
export { registerCourseOffSaleHook, type CourseOffSaleChange } from './off-sale-hooks.js';
