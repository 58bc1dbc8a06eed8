// What other modules may use of places (they import nothing else from this folder).
export { coursePlaces, lockCourseAndCheckPlace, placesLeft } from './places.js';
export { offerFreedPlaces, type WaitingListDeps } from './waiting-list.js';
export { assertNotEnrolled, enrolOnce, isEnrolled } from './one-paid-order.js';
export { courseOffers, type CourseOffer } from './offer.js';
export type { WaitingListConfig } from './config.js';
