import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';

export const namespace = 'checkout';
addLocales(namespace, { de, en });
