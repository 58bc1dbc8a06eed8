import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, isSetupNote, test } from '../support/fixtures';
import { expectRemoteMounted } from '../support/runtime';
import { repoRoot } from '../topology/topology';
import { demoOrgId, password, passwordLogin, replica, topology } from './state';

const nextDeploymentConfig = join(repoRoot, 'e2e/topology/next-deployment.webpack.config.ts');

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

/** A visitor's first HTML through the gateway, as a browser without JavaScript or a crawler gets it. */
async function firstHtml(path: string) {
  const response = await fetch(`http://localhost:${topology().ports.gateway}${path}`, {
    headers: { accept: 'text/html' },
  });
  return {
    status: response.status,
    html: await response.text(),
    csp: response.headers.get('content-security-policy') ?? '',
  };
}

/** The hydration data element: only a server-rendered page carries it. */
const hydrationData = 'id="club-ssr-data"';

/** Each replica has its own render worker: enough requests that both answer (round robin). */
const bothReplicas = 4;

async function logIn(page: Page, email: string) {
  // The server-rendered LOGIN link works once the page has hydrated: its click handler adds the
  // PKCE challenge the login page requires (the bare href answers 400 without it).
  await expectRemoteMounted(page, 'mf-content/Layout');
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

test('a visitor’s first HTML is server-rendered by the replicas, with the remotes’ Node builds from their origins', async ({
  browser,
  page,
}) => {
  const { ports } = topology();
  const contentOrigin = `http://127.0.0.1:${ports.remotes['mf-content']}`;
  for (let i = 0; i < bothReplicas; i += 1) {
    const home = await firstHtml('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain(hydrationData);
    expect(home.html).toContain('Willkommen beim TSV Grünwald');
  }
  const page1 = await firstHtml('/who-we-are');
  expect(page1.html).toContain('Sport verbindet seit 1897');
  expect(page1.html).toContain(hydrationData);
  // The browser loads the remote from its public origin, as remotes.json names it.
  expect(page1.html).toContain(`${contentOrigin}/remoteEntry.js`);
  // One policy: the API's (it knows the page), not the gateway's static one beside it.
  expect(page1.csp.match(/default-src/g)).toHaveLength(1);
  expect(page1.csp).toContain(contentOrigin);

  // Files stay static; the shell's renderer is the API's, not served to visitors.
  expect((await fetch(`http://localhost:${ports.gateway}/remotes.json`)).headers.get('content-type')).toMatch(/json/);
  expect((await fetch(`http://localhost:${ports.gateway}/server/ssr.js`)).status).toBe(404);
  // A missing file is a plain 404 from the gateway, not a page rendered for it.
  const favicon = await fetch(`http://localhost:${ports.gateway}/favicon.ico`);
  expect(favicon.status).toBe(404);
  expect(await favicon.text()).not.toContain(hydrationData);
  // A remote's Node build has the browser build's caching: entry revalidated, chunks immutable.
  const serverEntry = await fetch(`${contentOrigin}/server/remoteEntry.js`);
  expect(serverEntry.status).toBe(200);
  expect(serverEntry.headers.get('cache-control')).toBe('no-cache');
  const chunk = readdirSync(join(repoRoot, 'mf-content/dist/server')).find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
  expect((await fetch(`${contentOrigin}/server/${chunk}`)).headers.get('cache-control')).toMatch(/immutable/);
  expect((await fetch(`${contentOrigin}/mf-stats.json`)).status).toBe(404);

  // Without JavaScript the page reads; with it, the page hydrates without a mismatch.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/who-we-are');
  await expect(still.getByRole('heading', { name: 'Sport verbindet seit 1897' })).toBeVisible();
  await noScript.close();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !isSetupNote(message.text())) warnings.push(message.text());
  });
  await page.goto('/who-we-are', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sportarten' }).click();
  await expect(page.getByRole('link', { name: 'Fußball' }).first()).toBeVisible();
  expect(warnings).toEqual([]);
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

test('a picture uploaded through replica A is served by replica B: both read one S3 bucket, no shared disk', async ({
  page,
}) => {
  const [a, b] = [replica(0), replica(1)];
  const orgId = await demoOrgId(a);
  const admin = (await (await passwordLogin(a, orgId, 'admin@demo.club')).json()) as { accessToken: string };
  await page.setViewportSize({ width: 320, height: 240 });
  await page.setContent('<body style="margin:0;background:linear-gradient(90deg,#2a6,#36c)"></body>');
  const picture = await page.screenshot({ type: 'png' });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'team.png');
  const upload = await fetch(`${a}/multimedia-service/organizations/${orgId}/multimedia/generic`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}` },
    body: form,
  });
  expect(upload.status).toBe(200);
  const { href } = (await upload.json()) as { href: string };
  const path = href.replace(/^\/api/, '');
  const fromA = await fetch(`${a}${path}`);
  const fromB = await fetch(`${b}${path}`);
  expect([fromA.status, fromB.status]).toEqual([200, 200]);
  expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  expect(fromB.headers.get('content-type')).toBe('image/png');
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
  const trainingDir = join(repoRoot, 'mf-training');
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--config', nextDeploymentConfig], {
    cwd: trainingDir,
    env: {
      ...process.env,
      BUILD_LABEL: 'next',
      NODE_OPTIONS: '--import tsx',
      REMOTE_PACKAGE_DIR: trainingDir,
      NEXT_DEPLOYMENT_DIR: state.trainingNextDir,
    },
    stdio: 'ignore',
  });
  // Before the switch, the server renders the old build.
  for (let i = 0; i < bothReplicas; i += 1) {
    const before = await firstHtml('/training');
    expect(before.html).toContain('data-remote="mf-training"');
    expect(before.html).not.toContain('data-build="next"');
  }
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
  // The server renders the new build, fetched from its deployment: no shell rebuild, no API restart.
  for (let i = 0; i < bothReplicas; i += 1) {
    const next = await firstHtml('/training');
    expect(next.html).toContain(hydrationData);
    expect(next.html).toMatch(/data-remote="mf-training"[^>]*data-build="next"/);
    expect(next.html).toContain(`${nextOrigin}/remoteEntry.js`);
    expect(next.csp).toContain(nextOrigin);
  }

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
  for (let i = 0; i < bothReplicas; i += 1) {
    const back = await firstHtml('/training');
    expect(back.html).toContain('data-remote="mf-training"');
    expect(back.html).not.toContain('data-build="next"');
    expect(back.html).not.toContain(nextOrigin);
  }
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
  // The pages are still server-rendered, by the replica that is left.
  for (let i = 0; i < bothReplicas; i += 1) {
    const html = await firstHtml('/who-we-are');
    expect(html.status).toBe(200);
    expect(html.html).toContain(hydrationData);
  }
});

test('with every replica down the gateway still answers a page: the static shell, rendered in the browser', async () => {
  const state = topology();
  process.kill(state.pids.apiA, 'SIGKILL');
  for (const path of ['/who-we-are', '/training']) {
    const page = await firstHtml(path);
    expect(page.status).toBe(200);
    // The shell's own index.html: an empty root the browser renders into.
    expect(page.html).toMatch(/<div id="?root"?><\/div>/);
    expect(page.html).not.toContain(hydrationData);
    // The gateway's own policy, once.
    expect(page.csp.match(/default-src/g)).toHaveLength(1);
  }
});
