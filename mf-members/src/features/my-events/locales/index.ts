import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// Bundled with the lazily loaded events part of My Courses (issue 35).
addLocales(namespace, { de: { myEvents: de }, en: { myEvents: en } });
