// /members/events: the organiser's sign-up lists (issue 35 item 3), a chunk of its own.
export const loadEventOrganiser = () => import('./components/EventOrganiserPage');
