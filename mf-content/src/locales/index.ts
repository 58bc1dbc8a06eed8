import { addLocales, i18n } from '@club/shared';
import sectionDe from '../features/content-page/locales/de.json';
import sectionEn from '../features/content-page/locales/en.json';
import de from './de.json';
import en from './en.json';

export const namespace = 'content';
// Per-feature files keep their own top-level keys; merged into the one 'content' namespace.
const bundles = { de: { ...de, ...sectionDe }, en: { ...en, ...sectionEn } };
// The shell initialises i18n before any remote loads; tests and standalone mounts may import a
// component first, so the bundle is added as soon as the instance is ready.
const register = () => addLocales(namespace, bundles);
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
