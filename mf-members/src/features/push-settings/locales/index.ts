import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// Bundled with the lazily loaded push settings of My Courses (issue 35 item 4).
addLocales(namespace, { de: { pushSettings: de }, en: { pushSettings: en } });
