// react-i18next imports useSyncExternalStore from 'use-sync-external-store/shim', a copy for
// React versions before 18. The suite runs React 19, which has it: builds resolve the shim to
// React's own (federation.ts sharedAliases), one module less in a visitor's download.
export { useSyncExternalStore } from 'react';
