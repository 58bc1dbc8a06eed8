import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demoOrgId, password, passwordLogin, replica, topology } from './state';

const originsOf = (urls: string[]) => new Set(urls.map((url) => new URL(url).origin));

function watchScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('mf-manifest.json')) {
      urls.push(response.url());
    }
  });
  return urls;
}

async function logIn(page: Page, email: string) {
  await page.getByRole('link', { name: 'LOGIN' }).first().click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: /Profilmenü von/ }).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('a visitor reads home and a content page through the gateway, remotes from their own origins', async ({
  page,
}) => {
  const { ports } = topology();
  const scripts = watchScripts(page);
  await page.goto('/');
  await expect(page.locator('[data-template-type="CARROUSEL"]').first()).toBeVisible();
  await page.goto('/who-we-are');
  await expect(page.getByRole('heading', { name: 'Sport verbindet seit 1897' })).toBeVisible();
  const origins = originsOf(scripts);
  expect(origins).toContain(`http://127.0.0.1:${ports.remotes['mf-content']}`);
  // A visitor never fetches the editor, from any origin.
  expect(origins).not.toContain(`http://127.0.0.1:${ports.remotes['mf-editor']}`);
});

test('an administrator loads all five remotes, each from its own origin, in one page', async ({ page }) => {
  const { ports } = topology();
  const scripts = watchScripts(page);
  await page.goto('/');
  await logIn(page, 'admin@demo.club');
  // Client-side navigation within the same page: training, members, a course, the membership wizard.
  const visits: Array<[string, string]> = [
    ['/training', 'mf-training'],
    ['/members', 'mf-members'],
    ['/courses/health/back-fitness', 'mf-checkout'],
  ];
  for (const [path, remote] of visits) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => originsOf(scripts).has(`http://127.0.0.1:${ports.remotes[remote]}`)).toBe(true);
  }
  const expected = Object.values(ports.remotes).map((port) => `http://127.0.0.1:${port}`);
  await expect.poll(() => expected.filter((origin) => !originsOf(scripts).has(origin))).toEqual([]);
});

test('a change saved on replica A is read at once through replica B; a login code of A works on B', async () => {
  const [a, b] = [replica(0), replica(1)];
  const orgId = await demoOrgId(a);
  const admin = (await (await passwordLogin(a, orgId, 'admin@demo.club')).json()) as { accessToken: string };
  const visitorOnB = (await (
    await fetch(`${b}/auth-service/organizations/${orgId}/authentications`, { method: 'PUT' })
  ).json()) as { accessToken: string };
  const menus = (await (
    await fetch(`${b}/content-service/organizations/${orgId}/menu/main`, {
      headers: { authorization: `Bearer ${visitorOnB.accessToken}`, 'accept-language': 'de' },
    })
  ).json()) as Array<{ path: string; children: Array<{ id: string; name: string; path: string }> }>;
  const header = menus.find((menu) => menu.path === '/header')!;
  const item = header.children.find((child) => child.path === '/header/culture') ?? header.children[0]!;
  const renamed = `Kultur ${Date.now() % 10_000}`;
  const save = await fetch(`${a}/content-service/organizations/${orgId}/menu`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${admin.accessToken}`,
      'content-type': 'application/json',
      'accept-language': 'de',
    },
    body: JSON.stringify({ id: item.id, name: renamed }),
  });
  expect(save.status).toBe(200);
  const readOnB = await fetch(`${b}/content-service/organizations/${orgId}/menu/getByPath?path=${item.path}`, {
    headers: { authorization: `Bearer ${visitorOnB.accessToken}`, 'accept-language': 'de' },
  });
  expect(((await readOnB.json()) as { name: string }).name).toBe(renamed);

  // The login page form on A issues a code (PKCE, posted from the login page's own origin); B exchanges it.
  const { ports } = topology();
  const redirectUri = `http://localhost:${ports.gateway}`;
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const form = new URLSearchParams({
    clientId: 'demo',
    redirectUri,
    lang: 'de',
    email: 'member@demo.club',
    password,
    codeChallenge,
    codeChallengeMethod: 'S256',
  });
  const login = await fetch(`${a}/login`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { origin: new URL(a).origin },
  });
  expect(login.status).toBe(302);
  const code = new URL(login.headers.get('location')!).searchParams.get('code')!;
  const exchange = await fetch(`${b}/auth-service/oauth2/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, redirectUri, codeVerifier }),
  });
  expect(exchange.status).toBe(200);
});

test('a visitor sees an administrator’s save at once, whichever replica answers', async ({ page }) => {
  const orgId = await demoOrgId(replica(0));
  const admin = (await (await passwordLogin(replica(1), orgId, 'admin@demo.club')).json()) as { accessToken: string };
  const visitor = (await (
    await fetch(`${replica(0)}/auth-service/organizations/${orgId}/authentications`, { method: 'PUT' })
  ).json()) as { accessToken: string };
  const menus = (await (
    await fetch(`${replica(0)}/content-service/organizations/${orgId}/menu/main`, {
      headers: { authorization: `Bearer ${visitor.accessToken}`, 'accept-language': 'de' },
    })
  ).json()) as Array<{ path: string; children: Array<{ id: string; path: string }> }>;
  const item = menus.find((menu) => menu.path === '/header')!.children.find((c) => c.path === '/header/who-we-are')!;
  const renamed = `Über uns ${Date.now() % 10_000}`;
  const save = await fetch(`${replica(1)}/content-service/organizations/${orgId}/menu`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${admin.accessToken}`,
      'content-type': 'application/json',
      'accept-language': 'de',
    },
    body: JSON.stringify({ id: item.id, name: renamed }),
  });
  expect(save.status).toBe(200);
  // Several fresh page loads through the gateway, balanced over both replicas: all see it.
  for (let i = 0; i < 3; i += 1) {
    await page.goto('/');
    await expect(page.getByRole('navigation').getByText(renamed).first()).toBeAttached();
  }
});

test('a remote rolls forward and back by remotes.json alone; an open page keeps working', async ({ page, browser }) => {
  const state = topology();
  const { ports } = state;
  const oldOrigin = `http://127.0.0.1:${ports.remotes['mf-training']}`;
  const nextOrigin = `http://127.0.0.1:${ports.trainingNext}`;
  // The next version: the same remote built again with its own label, deployed beside the old one.
  test.setTimeout(300_000);
  execFileSync('pnpm', ['run', 'build', '--output-path', state.trainingNextDir], {
    cwd: join(__dirname, '../../mf-training'),
    env: { ...process.env, BUILD_LABEL: 'next' },
    stdio: 'ignore',
  });
  const openScripts = watchScripts(page);
  await page.goto('/training');
  await expect(page.locator('[data-remote="mf-training"]').first()).toBeVisible();

  const remotesFile = join(state.configDir, 'remotes.json');
  const entries = (entry: string) =>
    Object.entries(ports.remotes).map(([name, port]) => ({
      name,
      entry: name === 'mf-training' ? entry : `http://127.0.0.1:${port}/mf-manifest.json`,
    }));
  writeFileSync(remotesFile, JSON.stringify(entries(`${nextOrigin}/mf-manifest.json`)));

  const fresh = await browser.newPage();
  const freshScripts = watchScripts(fresh);
  await fresh.goto('/training');
  await expect(fresh.locator('[data-remote="mf-training"][data-build="next"]').first()).toBeVisible();
  expect(originsOf(freshScripts)).toContain(nextOrigin);
  expect(originsOf(freshScripts)).not.toContain(oldOrigin);

  // The page opened before the switch still works on its version.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/training');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-remote="mf-training"]').first()).toBeVisible();
  expect(originsOf(openScripts)).not.toContain(nextOrigin);

  // And back.
  writeFileSync(remotesFile, JSON.stringify(entries(`${oldOrigin}/mf-manifest.json`)));
  const back = await browser.newPage();
  const backScripts = watchScripts(back);
  await back.goto('/training');
  await expect(back.locator('[data-remote="mf-training"]').first()).toBeVisible();
  await expect(back.locator('[data-build="next"]')).toHaveCount(0);
  expect(originsOf(backScripts)).toContain(oldOrigin);
  expect(originsOf(backScripts)).not.toContain(nextOrigin);
});

test('one account guessed at through both replicas is slowed down on both', async () => {
  const orgId = await demoOrgId(replica(1));
  const answers: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    answers.push((await passwordLogin(replica(i % 2), orgId, 'coach@demo.club', `wrong-${i}`)).status);
  }
  // Runs before the per-address test fills this address's limit.
  // The account's failures are shared: after the free attempts the next one waits, on either replica.
  expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
  expect(answers.slice(3)).toContain(429);
});

test('wrong passwords spread over both replicas trip the per-address login limit on both', async () => {
  const orgId = await demoOrgId(replica(0));
  const statuses: Array<{ replica: number; status: number }> = [];
  // Different accounts, so only the per-address limit (10 a minute) can refuse them.
  for (let i = 0; i < 14; i += 1) {
    const response = await passwordLogin(replica(i % 2), orgId, `guess-${i}@demo.club`, `wrong-${i}`);
    statuses.push({ replica: i % 2, status: response.status });
  }
  // Counted in one place: at most 10 guesses get an answer, and both replicas refuse the rest.
  // With a counter per replica each would have allowed 10, so all 14 would get a 401.
  expect(statuses.filter((s) => s.status === 401).length).toBeLessThanOrEqual(10);
  const refused = statuses.filter((s) => s.status === 429);
  expect(new Set(refused.map((s) => s.replica))).toEqual(new Set([0, 1]));
  expect(statuses.at(-1)!.status).toBe(429);
});

test('stopping one replica: the gateway sends visitors to the other without an error', async ({ page }) => {
  const state = topology();
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500)
      failures.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  process.kill(state.pids.apiB, 'SIGKILL');
  for (const path of ['/who-we-are', '/news', '/', '/contact-us']) {
    await page.goto(path);
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
  expect(failures).toEqual([]);
});
