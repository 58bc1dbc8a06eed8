/** "Attending / not attending" for the coming dates, loaded when My Courses opens (issue 35). */
export const loadComingDates = () => import('./components/ComingDates');
