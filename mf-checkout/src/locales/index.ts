import { addLocales } from '@club/shared';

export const namespace = 'checkout';
// Only the visitor's language is downloaded (one chunk per language: texts-de, texts-en).
addLocales(namespace, {
  de: () => import(/* webpackChunkName: "texts-de" */ './de.json'),
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json'),
});
