import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

// Issue 20: one paid enrolment per person and course, pending payments settled by the server,
// cancellation with refund, and the price on the page is the price charged. Uses the coach and
// the administrator (the member's swimming course belongs to members-and-payment.spec.ts).
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const backFitness = '/courses/health/back-fitness';
const nextYear = String(new Date().getFullYear() + 1);

async function logIn(page: Page, email: string) {
  await page.goto('/members');
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/members$/);
}

/** Opens the join modal of the course block (0: the page's first) up to the card form. */
async function openCardForm(page: Page, block = 0) {
  await page.goto(backFitness);
  await page.getByRole('button', { name: 'Kurs buchen' }).nth(block).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Weiter zur Kartenzahlung' }).click();
  await expect(page.getByLabel('Kartennummer')).toBeVisible();
  return dialog;
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Kartennummer').fill(number);
  await page.getByLabel('Karteninhaber/in').fill('Test Person');
  await page.getByLabel('Ablaufmonat (MM)').fill('12');
  await page.getByLabel('Ablaufjahr (JJJJ)').fill(nextYear);
  await page.getByLabel('Prüfnummer (CVV)').fill('123');
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

/** The administrator's content API, as the editor uses it. */
async function adminApi(request: APIRequestContext, page: Page) {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  const html = await (await request.get(backFitness, { headers: { accept: 'text/html' } })).text();
  const json = html.match(/<script type="application\/json" id="club-ssr-data">([\s\S]*?)<\/script>/)?.[1] ?? '{}';
  const entry = Object.entries((JSON.parse(json) as { data: Record<string, { name?: string }> }).data).find(
    ([, value]) => value.name === 'Rückenfit',
  );
  if (!entry) throw new Error('the back fitness page is not in its hydration data');
  const contentUrl = `/api/content-service/organizations/${organization.id}/content`;
  const contentId = entry[0].replace(/^content\//, '');
  type Value = { field?: { name?: string }; value: unknown };
  type Template = {
    id: string | null;
    type: string;
    metadata?: Record<string, unknown>;
    elements: { values: Value[] }[];
  };
  type Content = { templates: Template[] } & Record<string, unknown>;
  void page;
  return {
    load: async () => (await (await request.get(`${contentUrl}/${contentId}`, { headers })).json()) as Content,
    save: async (content: Content) => {
      const response = await request.put(contentUrl, { headers, data: content });
      expect(response.status(), await response.text()).toBe(200);
    },
    /** A copy of the page's course template that starts next spring, at a price. */
    futureCourse: (content: Content, price: string): Template => {
      const copy = structuredClone(content.templates.find((t) => t.type === 'COURSE')!);
      const set = (name: string, value: string) => {
        const found = copy.elements[0]!.values.find((v) => v.field?.name === name);
        if (found) found.value = value;
      };
      set('price', price);
      set('date', `${nextYear}-03-02`);
      set('endingDate', `${nextYear}-06-29`);
      return { ...copy, id: null, metadata: {}, ...{ isNew: true } };
    },
  };
}

test.describe.configure({ mode: 'serial' });

test.describe('course payments a treasurer can trust', () => {
  test('two tabs paying the same course give one enrolment and one charge', async ({ page, context }) => {
    await logIn(page, 'coach@demo.club');
    const second = await context.newPage();
    await openCardForm(page);
    await openCardForm(second);
    await payWithCard(page, '4200 0000 0000 0000');
    await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
    await payWithCard(second, '4200 0000 0000 0000');
    await expect(second.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();

    await page.goto('/members#myCourses');
    const side = page.getByRole('complementary', { name: 'Meine Kurse' });
    await expect(side.getByRole('link', { name: 'Rückenfit' })).toHaveCount(1);
    await expect(side.getByText(/^49,00\s€ · \d{2}-\d{2}-\d{4}$/)).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Rückenfit/ })).toHaveCount(1);
  });

  test('a pending card says it is being processed, then the job enrols the member', async ({ page }) => {
    // The sandbox settles the pending card 12 s after payment (e2e/scripts/serve.mjs).
    test.setTimeout(90_000);
    await logIn(page, 'admin@demo.club');
    const dialog = await openCardForm(page);
    await payWithCard(page, '4000 0000 0000 0259');
    await expect(dialog.getByText('Deine Zahlung wird bearbeitet.')).toBeVisible();
    await expect(dialog.getByText(/schicken dir eine E-Mail/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);

    // Nothing more from the member: the sandbox settles, the server enrols.
    await page.goto('/members#myCourses');
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('complementary', { name: 'Meine Kurse' }).getByRole('link', { name: 'Rückenfit' }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByRole('link', { name: 'Quittung' })).toHaveCount(1);
  });

  test('a template re-added at a new price charges that price, and the member cancels with a refund', async ({
    page,
    request,
  }) => {
    const admin = await adminApi(request, page);
    const withCourse = await admin.load();
    withCourse.templates.push(admin.futureCourse(withCourse, '25'));
    await admin.save(withCourse);
    const removed = await admin.load();
    removed.templates = removed.templates.filter(
      (t, i, all) => t.type !== 'COURSE' || all.indexOf(t) === all.findIndex((x) => x.type === 'COURSE'),
    );
    await admin.save(removed);
    const readded = await admin.load();
    readded.templates.push(admin.futureCourse(readded, '27'));
    await admin.save(readded);

    await logIn(page, 'coach@demo.club');
    const dialog = await openCardForm(page, 1);
    await expect(dialog.getByText('27,00 €').first()).toBeVisible();
    await payWithCard(page, '4200 0000 0000 0000');
    await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();

    await page.goto('/members#myCourses');
    const side = page.getByRole('complementary', { name: 'Meine Kurse' });
    await expect(side.getByText(/^27,00\s€ · /)).toHaveCount(1);
    await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await page.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(page.getByText(/ist storniert und die Zahlung wurde erstattet/)).toBeVisible();
    await expect(side.getByText(/\(Erstattung\)/)).toBeVisible();
    await expect(side.getByText(/^-27,00\s€ · /)).toHaveCount(1);
    await page.getByRole('link', { name: 'Erstattungsbeleg' }).click();
    await expect(page.getByRole('heading', { name: 'Erstattungsbeleg' })).toBeVisible();
    await expect(page.getByText('27,00 €')).toBeVisible();
  });
});
