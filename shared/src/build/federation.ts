import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The one federation `shared` config of the suite, used by the shell and every remote, so
// react, the router, jotai, i18next and @club/shared exist once at runtime.
interface SharedPackageJson {
  version: string;
  peerDependencies: Record<string, string>;
}

const sharedPackage = JSON.parse(readFileSync(join(__dirname, '../../package.json'), 'utf8')) as SharedPackageJson;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  strictVersion?: boolean;
  /** The module provided under this name, when it is not the package itself. */
  import?: string;
  /** Its version, when `import` is not the package itself. */
  version?: string;
}

export function federationShared(): Record<string, SharedEntry> {
  const peers = sharedPackage.peerDependencies;
  const singleton = (name: string): SharedEntry => {
    const version = peers[name];
    if (!version) throw new Error(`@club/shared does not declare ${name} as a peer dependency`);
    return { singleton: true, requiredVersion: version };
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The parts of react-router the suite uses, under react-router-dom's name and version
    // (src/router/react-router-dom.ts): a third of the full package's download.
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: join(__dirname, '../router/react-router-dom.ts'),
      version: peers['react-router-dom'],
    },
    // Likewise the parts of react-i18next the suite uses (src/i18n/react-i18next.ts).
    'react-i18next': {
      ...singleton('react-i18next'),
      import: join(__dirname, '../i18n/react-i18next.ts'),
      version: peers['react-i18next'],
    },
    jotai: singleton('jotai'),
    'jotai/': singleton('jotai'),
    i18next: singleton('i18next'),
    // The contracts' version policy (README): a remote needs the @club/shared it was built with or
    // a later minor of the same major; scripts/contracts-version.mjs makes the version move with
    // the contracts, so a shell with older or breaking contracts refuses the remote (its slot
    // shows the fallback) instead of running it against shapes it does not know.
    '@club/shared': { singleton: true, strictVersion: true, requiredVersion: `^${sharedPackage.version}` },
  };
}

/**
 * Build aliases the shared subsets need: the react-i18next subset reaches the package's own
 * ES module entry under a name the federation does not share (package exports hide the path),
 * and its pre-React-18 shim of useSyncExternalStore is React's own (react-sync-external-store.ts).
 */
export function sharedAliases(): Record<string, string> {
  const reactI18next = dirname(require.resolve('react-i18next/package.json'));
  return {
    'react-i18next/all$': join(reactI18next, 'dist/es/index.js'),
    'use-sync-external-store/shim$': join(__dirname, 'react-sync-external-store.ts'),
  };
}
