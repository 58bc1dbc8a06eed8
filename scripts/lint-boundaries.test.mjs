// The import boundaries are rules, not advice: this lints small fixture sources (placed, but not
// written, at real paths) with the project's own ESLint config and expects each breach to fail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

test('an import cycle fails lint', async () => {
  // news-content.ts is exported by the news index; importing the index back closes a cycle.
  const ids = await ruleIds(
    'mf-content/src/features/news/lib/news-content.ts',
    "import { newsBlocks } from '..';\nexport const blocks = newsBlocks;\n",
  );
  assert.ok(ids.includes('import-x/no-cycle'), `expected a cycle error, got ${ids.join(', ')}`);
});

test('a deep import into another feature fails lint; its index.ts passes', async () => {
  const file = 'mf-content/src/features/layout/components/Fixture.tsx';
  const deep = await ruleIds(
    file,
    "import { sortMenus } from '../../menus/lib/sort-menus';\nexport const s = sortMenus;\n",
  );
  assert.ok(deep.includes('import-x/no-restricted-paths'), `expected a boundary error, got ${deep.join(', ')}`);
  const viaIndex = await ruleIds(file, "import { useMenus } from '../../menus';\nexport const u = useMenus;\n");
  assert.deepEqual(viaIndex, []);
});

test('a lower layer of a remote importing a feature fails lint', async () => {
  const ids = await ruleIds(
    'mf-content/src/lib/fixture.ts',
    "import { newsCategory } from '../features/news';\nexport const n = newsCategory;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('shared importing a remote or the shell fails lint', async () => {
  for (const source of ['../../../mf-content/src/features/layout', '../../../shell/src/app/App']) {
    const ids = await ruleIds('shared/src/lib/fixture.ts', `import * as x from '${source}';\nexport const y = x;\n`);
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${source}: ${ids.join(', ')}`);
  }
});

test('the contracts take React only as types', async () => {
  const file = 'shared/src/contracts/fixture.ts';
  const value = await ruleIds(file, "import { useState } from 'react';\nexport const s = useState;\n");
  assert.ok(value.includes('no-restricted-imports'), value.join(', '));
  const typeOnly = await ruleIds(file, "import type { ReactNode } from 'react';\nexport type N = ReactNode;\n");
  assert.deepEqual(typeOnly, []);
});

test('a remote imports entity schemas as types only and never SWR itself', async () => {
  const file = 'mf-content/src/features/news/api/fixture.ts';
  const value = await ruleIds(file, "import { Type } from '@club/shared/contracts/schemas';\nexport const t = Type;\n");
  assert.ok(value.includes('no-restricted-imports'), value.join(', '));
  const swr = await ruleIds(file, "import useSWR from 'swr';\nexport const u = useSWR;\n");
  assert.ok(swr.includes('no-restricted-imports'), swr.join(', '));
});

test('the API never imports front-end code', async () => {
  const ids = await ruleIds(
    'api/src/lib/fixture.ts',
    "import { i18n } from '../../../shared/src/i18n/instance';\nexport const x = i18n;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('an API plugin or lib file importing a module fails lint', async () => {
  for (const file of ['api/src/plugins/fixture.ts', 'api/src/lib/fixture.ts']) {
    const ids = await ruleIds(
      file,
      "import { findOrganizationByName } from '../modules/organizations/repository.js';\nexport const f = findOrganizationByName;\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), `${file}: ${ids.join(', ')}`);
  }
});

test('the auth module importing a plugin fails lint', async () => {
  const ids = await ruleIds(
    'api/src/modules/auth/fixture.ts',
    "import { requireSession } from '../../plugins/auth.js';\nexport const r = requireSession;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('the money layers point one way: payments never imports wallets or orders, wallets never orders', async () => {
  const paymentsToOrders = await ruleIds(
    'api/src/modules/payments/fixture.ts',
    "import { findOrder } from '../orders/index.js';\nexport const f = findOrder;\n",
  );
  assert.ok(paymentsToOrders.includes('import-x/no-restricted-paths'), paymentsToOrders.join(', '));
  const walletsToOrders = await ruleIds(
    'api/src/modules/wallets/fixture.ts',
    "import { findOrder } from '../orders/index.js';\nexport const f = findOrder;\n",
  );
  assert.ok(walletsToOrders.includes('import-x/no-restricted-paths'), walletsToOrders.join(', '));
  const ordersToWallets = await ruleIds(
    'api/src/modules/orders/fixture.ts',
    "import { findCheckoutById } from '../wallets/index.js';\nexport const f = findCheckoutById;\n",
  );
  assert.ok(!ordersToWallets.includes('import-x/no-restricted-paths'), ordersToWallets.join(', '));
});

test("an API module reaching into another module's files fails lint; its index.ts passes", async () => {
  const file = 'api/src/modules/seo/fixture.ts';
  const deep = await ruleIds(
    file,
    "import { findOrganizationByName } from '../organizations/repository.js';\nexport const f = findOrganizationByName;\n",
  );
  assert.ok(deep.includes('import-x/no-restricted-paths'), `expected a boundary error, got ${deep.join(', ')}`);
  const viaIndex = await ruleIds(
    file,
    "import { findOrganizationByName } from '../organizations/index.js';\nexport const f = findOrganizationByName;\n",
  );
  assert.deepEqual(viaIndex, []);
});

test('a remote or the shell building an API path by hand fails lint; a declared endpoint passes', async () => {
  const file = 'mf-content/src/features/news/api/fixture.ts';
  const literal = await ruleIds(
    file,
    "import { apiClient } from '@club/shared';\nexport const get = () => apiClient.get('/news-service/organizations/x/news');\n",
  );
  assert.equal(literal.filter((id) => id === 'club/no-hand-built-api-paths').length, 2, literal.join(', '));
  const template = await ruleIds(
    'shell/src/app/fixture.ts',
    'export const path = (org: string) => `/content-service/organizations/${org}/menu/main`;\n',
  );
  assert.ok(template.includes('club/no-hand-built-api-paths'), template.join(', '));
  const declared = await ruleIds(
    file,
    "import { call } from '@club/shared';\nimport { listNews } from '@club/shared/contracts/endpoints/news';\nexport const get = () => call(listNews, {});\n",
  );
  assert.deepEqual(declared, []);
});

test('an API lib file importing a plugin fails lint', async () => {
  const ids = await ruleIds(
    'api/src/lib/fixture.ts',
    "import { requireSession } from '../plugins/auth.js';\nexport const r = requireSession;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test('a plugin serving pages takes the server-render module from app.ts, never by import', async () => {
  const ids = await ruleIds(
    'api/src/plugins/fixture.ts',
    "import { createPageRenderer } from '../modules/server-render/index.js';\nexport const c = createPageRenderer;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});

test("an API test reaching into another module's files fails lint; api/src/testing passes", async () => {
  const file = 'api/src/modules/users/fixture.test.ts';
  const deep = await ruleIds(
    file,
    "import { upsertUser } from '../auth/repository.js';\nexport const u = upsertUser;\n",
  );
  assert.ok(deep.includes('import-x/no-restricted-paths'), `expected a boundary error, got ${deep.join(', ')}`);
  const viaTesting = await ruleIds(
    file,
    "import { upsertUser } from '../../testing/login-support.js';\nexport const u = upsertUser;\n",
  );
  assert.deepEqual(viaTesting, []);
});

test('API product code importing the test support fails lint', async () => {
  const ids = await ruleIds(
    'api/src/modules/users/fixture.ts',
    "import { buildTestApp } from '../../testing/test-helpers.js';\nexport const b = buildTestApp;\n",
  );
  assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join(', '));
});
