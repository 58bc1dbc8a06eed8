import type { APIRequestContext, Browser } from '@playwright/test';
import { startClubServer, startSmtp } from '../../support/club-server';
import { decideConsent, expect, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';

// Issue 22: confirming an erasure ends the person's open session at once, and the
// administrators' applications list keeps working with the erased applicant in it.
const port = mainPort + 21;
const site = `http://localhost:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const email = 'erase.me@example.org';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stopServer: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: site });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  stopServer = await startClubServer(port, { SMTP_URL: smtp.url, OUTBOX_RETRY_MS: '0' });
});
test.afterAll(async () => {
  await stopServer?.();
  await smtp?.close();
});

async function session(request: APIRequestContext, orgId: string, credentials?: object) {
  const answer = await request.put(`${site}/api/auth-service/organizations/${orgId}/authentications`, {
    ...(credentials ? { data: credentials } : {}),
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { accessToken: string };
}

/** A browser page whose site already holds this session (as after a login). */
async function pageWith(browser: Browser, user: object) {
  const context = await browser.newContext({ baseURL: site });
  await decideConsent(context);
  await context.addInitScript((value) => {
    window.localStorage.setItem('user', value);
  }, JSON.stringify(user));
  return context.newPage();
}

test("an erased member's open session is refused at once; the applications list still works", async ({
  browser,
  request,
}) => {
  const orgId = (
    (await (await request.get(`${site}/api/organizations-service/organizations?name=demo`)).json()) as {
      id: string;
    }
  ).id;
  const api = `${site}/api/memberships-service/organizations/${orgId}`;
  const visitor = await session(request, orgId);
  const applied = await request.post(`${api}/applications`, {
    headers: { authorization: `Bearer ${visitor.accessToken}` },
    data: {
      submissionId: crypto.randomUUID(),
      form: {
        date: new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }),
        types: 1,
        familyName: 'Weg',
        familyMembers: [],
        gender: 'Female',
        firstName: 'Erika',
        birthDay: '1990-05-05',
        streetAddress: 'Hauptstraße 5',
        postCode: '82031',
        city: 'Grünwald',
        countryCode: '+49',
        phone: '0151 23456789',
        email,
        iban: 'DE02 1203 0000 0000 2020 51',
        bic: 'BYLADEM1001',
        bank: 'Deutsche Kreditbank Berlin',
        accountHolder: 'Erika Weg',
      },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await session(request, orgId, { username: 'admin@demo.club', password });
  const adminHeaders = { authorization: `Bearer ${admin.accessToken}` };
  const { id: applicationId } = (await applied.json()) as { id: string };
  const accepted = await request.post(`${api}/applications/${applicationId}/accept`, { headers: adminHeaders });
  expect(accepted.status()).toBe(200);
  const { userId } = (await accepted.json()) as { userId: string };

  // The invitation sets the password; the member logs in and opens their data page.
  await expect
    .poll(() => smtp.received.find((m) => m.to.includes(email) && m.text.includes('set-password')))
    .toBeTruthy();
  const invitation = smtp.received.find((m) => m.to.includes(email) && m.text.includes('set-password'))!;
  const token = new URL(invitation.text.match(/https?:\/\/\S+\/api\/set-password\?\S+/)![0]).searchParams.get('token')!;
  const setPassword = await request.post(`${site}/api/set-password`, {
    form: { token, password: 'erase-me-please-1', repeat: 'erase-me-please-1', lang: 'de' },
  });
  expect(setPassword.status()).toBe(200);
  const member = await session(request, orgId, { username: email, password: 'erase-me-please-1' });
  const memberPage = await pageWith(browser, member);
  await memberPage.goto('/my-data');
  await expect(memberPage.getByRole('button', { name: /Profilmenü von/ }).first()).toBeVisible();

  // The member asks for erasure, an administrator confirms it.
  const memberHeaders = { authorization: `Bearer ${member.accessToken}` };
  expect((await request.post(`${api}/users/${userId}/erasure-request`, { headers: memberHeaders })).status()).toBe(202);
  expect((await request.post(`${api}/users/${userId}/erasure`, { headers: adminHeaders })).status()).toBe(200);

  // The open page's next request is refused: the site drops the session and shows LOGIN.
  const profile = await request.get(`${site}/api/users-service/organizations/${orgId}/users/${userId}`, {
    headers: memberHeaders,
  });
  expect(profile.status()).toBe(401);
  await memberPage.reload();
  await expect(memberPage.getByRole('link', { name: 'LOGIN' }).first()).toBeVisible();
  await expect(memberPage.getByRole('button', { name: /Profilmenü von/ })).toHaveCount(0);

  // The administrators' applications list answers, the erased applicant without personal data.
  const adminPage = await pageWith(browser, admin);
  const list = adminPage.waitForResponse((r) => r.url().startsWith(`${api}/applications`));
  await adminPage.goto('/applications');
  expect((await list).status()).toBe(200);
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await adminPage.getByRole('group', { name: 'Anzeigen' }).getByRole('button', { name: 'Angenommen' }).click();
  await expect(adminPage.getByText(`erased-${userId}@erased.invalid`).first()).toBeVisible();
  await expect(adminPage.getByText('Erika')).toHaveCount(0);
});
