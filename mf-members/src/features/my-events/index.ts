// A member's event sign-ups in My Courses (issue 35), loaded with the tab.
export const loadMyEvents = () => import('./components/MyEvents');
export { formatEventWhen } from './lib/format';
