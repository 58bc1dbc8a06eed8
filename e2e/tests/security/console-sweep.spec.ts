import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isSetupNote, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';

// Issue 22: every public page renders and hydrates without a console error (React #418/#419
// hydration errors included) for a visitor, a member and an administrator; and the server's own
// address never reaches a page.
const base = `http://localhost:${mainPort}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

async function organizationId(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${base}/api/organizations-service/organizations?name=demo`);
  return ((await answer.json()) as { id: string }).id;
}

/** The public pages: the sitemap's, the training page, and the training page with a course. */
async function publicPaths(request: APIRequestContext, orgId: string): Promise<string[]> {
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const visitor = await request.put(`${base}/api/auth-service/organizations/${orgId}/authentications`);
  const token = ((await visitor.json()) as { accessToken: string }).accessToken;
  const categories = await request.get(`${base}/api/calendar-service/organizations/${orgId}/category`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const list = (await categories.json()) as Array<{ id: string; eventsGroups: Array<{ id: string }> }>;
  const category = list.find((entry) => entry.eventsGroups.length > 0);
  const course = category?.eventsGroups[0];
  return [
    ...new Set([
      '/',
      ...paths,
      '/training',
      ...(course && category ? [`/training?categoryId=${category.id}&eventsGroupId=${course.id}`] : []),
    ]),
  ];
}

/** Console errors and uncaught exceptions of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isSetupNote(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

const roles = [
  { role: 'visitor', email: null },
  { role: 'member', email: 'member@demo.club' },
  { role: 'administrator', email: 'admin@demo.club' },
] as const;

test.describe('console-error sweep of every public page', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const { role, email } of roles) {
    test(`a ${role} sees no console error on any public page`, async ({ page, request }) => {
      const orgId = await organizationId(request);
      const paths = await publicPaths(request, orgId);
      expect(paths.length).toBeGreaterThan(5);
      if (email) {
        const login = await request.put(`${base}/api/auth-service/organizations/${orgId}/authentications`, {
          data: { username: email, password },
        });
        expect(login.status()).toBe(200);
        const session = await login.json();
        // What the site stores after a login: the next pages hydrate, then switch to this session.
        await page.addInitScript((value) => window.localStorage.setItem('user', value), JSON.stringify(session));
      }
      const errors = collectErrors(page);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(400);
        await page.waitForLoadState('networkidle');
        const html = await page.content();
        expect(html, `${path} names the server's own address`).not.toMatch(
          /127\.0\.0\.1|Failed to load Node\.js entry/,
        );
      }
      expect(errors).toEqual([]);
    });
  }

  test('the server HTML of a course carries no internal address or error text', async ({ request }) => {
    const orgId = await organizationId(request);
    const paths = (await publicPaths(request, orgId)).filter((path) => path.startsWith('/training'));
    for (const path of paths) {
      const html = await (await request.get(`${base}${path}`, { headers: { accept: '*/*' } })).text();
      expect(html, path).toContain('club-ssr-data');
      expect(html, path).not.toMatch(/127\.0\.0\.1|Failed to load|ECONNREFUSED/);
    }
  });
});
