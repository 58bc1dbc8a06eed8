/** Push per kind for the installed app (issue 35 item 4): loaded with My Courses, only where the browser can push. */
export const loadPushSettings = () => import('./components/PushSettings');

/** Push needs a service worker, the Push API and notifications (Safari 16.4+ only as an installed app). */
export const browserCanPush = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
