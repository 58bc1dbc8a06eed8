import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// The coach's texts under 'coach' in the remote's namespace, bundled with the lazily loaded
// participants dialog: a visitor of the timetable downloads none of them.
addLocales(namespace, { de: { coach: de }, en: { coach: en } });
