import { addLocales } from '@club/shared';
import { namespace } from '../../../locales';

// This feature's texts under 'myCourses' in the remote's namespace (merged deeply).
addLocales(namespace, {
  de: () => import(/* webpackChunkName: "texts-de" */ './de.json').then((texts) => ({ myCourses: texts.default })),
  en: () => import(/* webpackChunkName: "texts-en" */ './en.json').then((texts) => ({ myCourses: texts.default })),
});
