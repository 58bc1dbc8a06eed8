import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// The feature's texts live beside it and merge into the remote's namespace under 'applications'.
addLocales(namespace, { de: { applications: de }, en: { applications: en } });
