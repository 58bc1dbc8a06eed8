import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// This feature's texts under 'messages' in the remote's namespace (merged deeply).
addLocales(namespace, { de: { messages: de }, en: { messages: en } });
