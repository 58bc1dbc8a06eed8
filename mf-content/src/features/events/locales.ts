import { i18n } from '@club/shared';
import de from './locales/de.json';
import en from './locales/en.json';

// The events feature's texts: a namespace of its own, added when the EVENT block's chunk (or the
// /events page's) loads, so visitors of pages without an event download none of them. Both
// languages ride in that chunk (about 1 KB): no further chunks in the remote's runtime for `/`.
export const eventsNamespace = 'events';
i18n.addResourceBundle('de', eventsNamespace, de, true, false);
i18n.addResourceBundle('en', eventsNamespace, en, true, false);
