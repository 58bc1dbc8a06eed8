import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';

// The remotes come from the one manifest (shared/src/contracts/remotes.ts), loaded through tsx.
const { remoteNames } = await tsImport('./shared/src/contracts/remotes.ts', import.meta.url);
const root = import.meta.dirname;
const deployables = ['shell', ...remoteNames];
const frontEnd = [...deployables, 'shared'];

// A remote never imports another remote's (or the shell's) source: cross-remote needs go through
// loadRemote / RemoteComponent or @club/shared, so each remote deploys on its own. Front-end code
// takes entity schemas as types only (TypeBox stays out of a visitor's download) and SWR only
// through @club/shared (one cache, a singleton).
// react-router-dom is shared as the subset in shared/src/router/react-router-dom.ts (only what
// the suite uses, so a visitor downloads a third of it): importing any other name fails here.
/** The names a shared subset module re-exports (`export { a, b } from '<from>'`). */
const subsetNames = (file, from) =>
  [
    ...(
      readFileSync(path.join(import.meta.dirname, file), 'utf8').match(
        new RegExp(`export \\{([^}]*)\\} from '${from}'`),
      )?.[1] ?? ''
    ).matchAll(/\w+/g),
  ].map(([name]) => name);
const routerNames = subsetNames('shared/src/router/react-router-dom.ts', 'react-router');
// react-i18next likewise (shared/src/i18n/react-i18next.ts).
const i18nNames = subsetNames('shared/src/i18n/react-i18next.ts', 'react-i18next/all');
const frontEndPaths = [
  {
    name: 'react-i18next',
    allowImportNames: i18nNames,
    message: `Only the parts in shared/src/i18n/react-i18next.ts are shared at runtime; add the name there first.`,
  },
  {
    name: 'react-router-dom',
    allowImportNames: routerNames,
    message: `Only the parts in shared/src/router/react-router-dom.ts are shared at runtime; add the name there first.`,
  },
  { name: 'react-router', message: "Import from 'react-router-dom' (the shared subset)." },
  {
    name: '@club/shared/contracts/schemas',
    allowTypeImports: true,
    message: 'Front-end code imports entity schemas with `import type` only: TypeBox must not reach the bundle.',
  },
  { name: '@sinclair/typebox', allowTypeImports: true, message: 'TypeBox belongs to the API and the contracts.' },
];
const deployableRules = deployables.map((own) => ({
  files: [`${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          ...frontEndPaths,
          { name: 'swr', message: 'Load server data with useApiData / refreshApiData from @club/shared.' },
          // mf-content's server-rendered pages inline a lazy chunk's CSS only where it rendered.
          ...(own === 'mf-content'
            ? [
                {
                  name: 'react',
                  importNames: ['lazy'],
                  message:
                    'Load a component of its own chunk with lazyPart or lazyBlock (src/components/lazy-block.ts).',
                },
              ]
            : []),
        ],
        patterns: deployables
          .filter((other) => other !== own)
          .map((other) => ({
            group: [`**/${other}/**`, `${other}/*`, `${other}`],
            message: `Do not import ${other}'s source: load it through the federation runtime or move the contract to @club/shared.`,
          })),
      },
    ],
  },
}));

// Inside a remote: a feature reaches another feature only through its index.ts; the remote's
// lower layers (src/lib, src/components, src/locales, src/assets) never import features or
// exposes, and features never import exposes. Features are discovered from the folders.
const abs = (...parts) => path.join(root, ...parts);
const featuresOf = (remote) => {
  try {
    return readdirSync(abs(remote, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const layerZones = deployables.flatMap((remote) => [
  ...featuresOf(remote).map((feature) => ({
    target: abs(remote, 'src/features', feature, '**'),
    from: abs(remote, 'src/features/*/**'),
    except: [abs(remote, 'src/features', feature, '**'), abs(remote, 'src/features/*/index.{ts,tsx}')],
    message:
      'Import another feature only through its index.ts (move shared helpers down to src/lib or src/components).',
  })),
  {
    target: abs(remote, 'src/{lib,components,locales,assets,testing}/**'),
    from: abs(remote, 'src/{features,exposes}/**'),
    message: 'Lower layers never import features or exposes.',
  },
  {
    target: abs(remote, 'src/features/**'),
    from: abs(remote, 'src/exposes/**'),
    message: 'Features never import exposes/.',
  },
]);

// Across packages: shared never imports a remote, the shell or the API; the contracts import
// nothing of shared's runtime; the API and the front end meet only in the contracts.
const packageZones = [
  {
    target: abs('shared'),
    from: [...deployables, 'api'].map((name) => abs(name)),
    message: '@club/shared is below every remote and the shell: it never imports them.',
  },
  {
    target: abs('shared/src/contracts'),
    from: abs('shared/src'),
    except: ['./contracts'],
    message: 'The contracts are framework-free: they import nothing of shared outside contracts/.',
  },
  {
    target: abs('api'),
    from: abs('shared/src'),
    except: ['./contracts', './i18n/locales'],
    message: 'The API reaches @club/shared only through its contracts.',
  },
  ...frontEnd.map((name) => ({
    target: abs(name),
    from: abs('api'),
    message: 'The front end never imports the API: share the shape through the contracts.',
  })),
  { target: abs('api'), from: deployables.map((name) => abs(name)), message: 'The API never imports the front end.' },
];

// Inside the API (issue 23, conventions.md "Layout inside the API"): plugins, lib and db are
// infrastructure and import no module (a module registers into them, see app.ts); lib and db
// import no plugin; modules/auth imports no plugin; a module uses another only through that module's index.ts. Tests
// follow the same zones; their shared set-up lives in api/src/testing.
const apiModules = (() => {
  try {
    return readdirSync(abs('api/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();
const apiZones = [
  // A module reaches another module only through its index.ts (what it offers the others).
  ...apiModules.map((own) => ({
    target: abs('api/src/modules', own, '**'),
    from: abs('api/src/modules/*/**'),
    except: [abs('api/src/modules', own, '**'), abs('api/src/modules/*/index.ts')],
    message: 'Import another module only through its index.ts (export what it offers there).',
  })),
  {
    target: abs('api/src/{plugins,lib,db}/**'),
    from: abs('api/src/modules'),
    message: 'Plugins, lib and db are infrastructure: they import no module (let the module register into them).',
  },
  {
    target: abs('api/src/{lib,db}/**'),
    from: abs('api/src/plugins'),
    message: 'lib and db are below the plugins: they import no plugin (move the shared part into lib).',
  },
  {
    target: abs('api/src/modules/auth/**'),
    from: abs('api/src/plugins'),
    message: 'The auth module imports no plugin (token functions live in lib/session-tokens.ts).',
  },
  // The money layers point one way (issue 33 item 6): payments (provider, money, texts) <- wallets
  // (checkouts) <- orders (orders, refunds, receipts). What follows a payment reaches orders
  // through payments' settlement hook, registered in app.ts.
  {
    target: abs('api/src/modules/payments/**'),
    from: [abs('api/src/modules/wallets'), abs('api/src/modules/orders')],
    message: 'payments is the bottom money layer: reach wallets and orders through the settlement hook.',
  },
  {
    target: abs('api/src/modules/wallets/**'),
    from: abs('api/src/modules/orders'),
    message: 'wallets sits below orders: let orders call wallets, not the other way round.',
  },
];

// Every call of the API is declared once in shared/src/contracts/endpoints and made with
// call(endpoint, input) (issue 23): no remote and no shell builds an API path by hand or reaches
// for the raw client. Tests may spy on the client.
const noHandBuiltApiPaths = {
  meta: {
    type: 'problem',
    messages: {
      path: 'Call the API with call(endpoint, input) from @club/shared; declare the endpoint in shared/src/contracts/endpoints/<area>.ts.',
    },
  },
  create(context) {
    const servicePath = /[a-z]-service(\/|$)/;
    const check = (node, text) => {
      if (servicePath.test(text)) context.report({ node, messageId: 'path' });
    };
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
      ImportSpecifier: (node) => {
        const raw = ['apiClient', 'orgPath', 'endpointPath'];
        if (node.parent.source.value === '@club/shared' && raw.includes(node.imported.name))
          context.report({ node, messageId: 'path' });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...frontEnd, 'api', 'e2e'].map((name) => `${name}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Type-only cycles (a props type naming an entity) cost nothing at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...layerZones, ...apiZones] }],
    },
  },
  {
    files: deployables.map((name) => `${name}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { club: { rules: { 'no-hand-built-api-paths': noHandBuiltApiPaths } } },
    rules: { 'club/no-hand-built-api-paths': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The API's product code never imports its test support (api/src/testing: the test app,
    // login, calendar, memberships, SEPA and payment helpers); tests keep the zones above and
    // set up through testing/ and the modules' index.ts files.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...packageZones,
            ...layerZones,
            ...apiZones,
            {
              target: abs('api/src'),
              from: abs('api/src/testing'),
              message: 'Only tests import api/src/testing (test support).',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The contracts are read by the API as well: no React, jotai, axios, i18next or SWR values
    // (a type-only import, such as ReactNode in a props type, is fine).
    files: ['shared/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'jotai', 'axios', 'i18next', 'react-i18next', 'swr', 'react-router-dom'].map(
            (name) => ({ name, allowTypeImports: true, message: 'The contracts are framework-free (types only).' }),
          ),
        },
      ],
    },
  },
  {
    // The rest of shared is front-end code too.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contracts/**', 'shared/src/build/**', 'shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: frontEndPaths }] },
  },
  {
    // Server-render-safe remotes (README "Server rendering"): the browser's globals may be used in
    // effects and handlers, never when a module loads (the server renderer loads these modules
    // in Node, where there is no window). Render-time use is caught by the server-render tests.
    files: [
      'mf-content/src/**/*.{ts,tsx}',
      'mf-training/src/**/*.{ts,tsx}',
      'mf-checkout/src/**/*.{ts,tsx}',
      'shared/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/main.ts', '**/bootstrap.tsx', 'shared/src/testing/**', 'shared/src/build/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'VariableDeclaration > VariableDeclarator > ',
          'ExpressionStatement > ',
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ',
        ].flatMap((path) =>
          ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
            selector: `Program > ${path}:matches(Identifier[name='${name}'], MemberExpression[object.name='${name}'], CallExpression MemberExpression[object.name='${name}'])`,
            message: `${name} at module level breaks server rendering: use it in an effect or handler (README "Server rendering").`,
          })),
        ),
      ],
    },
  },
  ...deployableRules,
);
