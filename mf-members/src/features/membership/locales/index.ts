import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';

// The feature's texts live beside it and merge into the remote's namespace under 'membership'.
addLocales(namespace, {
  de: () => import(/* webpackChunkName: "texts-de" */ './de.json').then((texts) => ({ membership: texts.default })),
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json').then((texts) => ({ membership: texts.default })),
});
