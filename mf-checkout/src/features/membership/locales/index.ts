import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// The feature's texts live beside it and merge into the remote's namespace under 'membership'.
addLocales(namespace, { de: { membership: de }, en: { membership: en } });
