import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';
import membershipDe from '../features/membership/locales/de.json';
import membershipEn from '../features/membership/locales/en.json';

export const namespace = 'checkout';
// Each feature keeps its own locale files (fewer merge conflicts), merged here under its key.
addLocales(namespace, { de: { ...de, membership: membershipDe }, en: { ...en, membership: membershipEn } });
