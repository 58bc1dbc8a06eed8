import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// Bundled with the organiser's page, a chunk of its own (issue 35 item 3).
addLocales(namespace, { de: { eventOrganiser: de }, en: { eventOrganiser: en } });
