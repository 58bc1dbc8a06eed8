import { addLocales, i18n } from '@club/shared';
import de from './de.json';
import en from './en.json';

export const namespace = 'content';
// The shell initialises i18n before any remote loads; tests and standalone mounts may import a
// component first, so the bundle is added as soon as the instance is ready.
const register = () => addLocales(namespace, { de, en });
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
