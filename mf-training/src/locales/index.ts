import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';

export const namespace = 'training';
addLocales(namespace, { de, en });
