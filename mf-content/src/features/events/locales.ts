import { addLocales } from '@club/shared';

// The events feature's texts: a namespace of its own, registered when the EVENT block's chunk
// loads, so visitors of pages without an event download none of them.
export const eventsNamespace = 'events';
addLocales(eventsNamespace, {
  de: () => import(/* webpackChunkName: "events-texts-de" */ './locales/de.json'),
  en: () => import(/* webpackChunkName: "events-texts-en" */ './locales/en.json'),
});
