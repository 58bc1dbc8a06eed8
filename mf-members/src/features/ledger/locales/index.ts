import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';
import de from './de.json';
import en from './en.json';

// This feature's texts under 'ledger' in the remote's namespace (merged deeply).
addLocales(namespace, { de: { ledger: de }, en: { ledger: en } });
