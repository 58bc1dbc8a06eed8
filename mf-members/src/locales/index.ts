import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';
import applicationsDe from '../features/applications/locales/de.json';
import applicationsEn from '../features/applications/locales/en.json';

export const namespace = 'members';
// Each feature keeps its own locale files (fewer merge conflicts), merged here under its key.
addLocales(namespace, { de: { ...de, applications: applicationsDe }, en: { ...en, applications: applicationsEn } });
