import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
export const backFitness = '/courses/health/back-fitness';
export const nextYear = String(new Date().getFullYear() + 1);

export async function logIn(page: Page, email: string) {
  await page.goto('/members');
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/members$/);
}

/** Opens the join modal of the course block (0: the page's first) up to the card form. */
export async function openCardForm(page: Page, block = 0) {
  await page.goto(backFitness);
  const dialog = page.getByRole('dialog');
  const cardNumber = page.getByLabel('Kartennummer');
  // A checkout this person started in another tab of the same browser resumes by itself at its
  // step once the page has hydrated: go on from whatever step the modal shows.
  await expect(async () => {
    if (await cardNumber.isVisible()) return;
    if (await dialog.isVisible())
      await dialog
        .getByRole('button', { name: /^Weiter/ })
        .first()
        .click({ timeout: 2_000 });
    else await page.getByRole('button', { name: 'Kurs buchen' }).nth(block).click({ timeout: 2_000 });
    await expect(cardNumber).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Kartennummer').fill(number);
  await page.getByLabel('Karteninhaber/in').fill('Test Person');
  await page.getByLabel('Ablaufmonat (MM)').fill('12');
  await page.getByLabel('Ablaufjahr (JJJJ)').fill(nextYear);
  await page.getByLabel('Prüfnummer (CVV)').fill('123');
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

/** The administrator's content API, as the editor uses it. */
export async function adminApi(request: APIRequestContext) {
  const organization = (await (await request.get('/api/organizations-service/organizations?name=demo')).json()) as {
    id: string;
  };
  const session = (await (
    await request.put(`/api/auth-service/organizations/${organization.id}/authentications`, {
      data: { username: 'admin@demo.club', password },
    })
  ).json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${session.accessToken}` };
  // The page's id from its server-rendered data. A server that just started may answer its very
  // first page unrendered (the render timed out on a busy machine): asked again, as a person reloads.
  let entry: [string, { name?: string }] | undefined;
  for (let attempt = 0; attempt < 5 && !entry; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
    const html = await (await request.get(backFitness, { headers: { accept: 'text/html' } })).text();
    const json = html.match(/<script type="application\/json" id="club-ssr-data">([\s\S]*?)<\/script>/)?.[1];
    const data = json ? (JSON.parse(json) as { data?: Record<string, { name?: string }> }).data : undefined;
    entry = Object.entries(data ?? {}).find(([, value]) => value.name === 'Rückenfit');
  }
  if (!entry) throw new Error('the back fitness page is not in its hydration data');
  const contentUrl = `/api/content-service/organizations/${organization.id}/content`;
  // The entry's key is the call's (`GET /content-service/organizations/<org>/content/<id>`).
  const contentId = entry[0].replace(/^.*\/content\//, '');
  type Value = { field?: { name?: string }; value: unknown };
  type Template = {
    id: string | null;
    type: string;
    metadata?: Record<string, unknown>;
    elements: { values: Value[] }[];
  };
  type Content = { templates: Template[] } & Record<string, unknown>;
  return {
    load: async () => (await (await request.get(`${contentUrl}/${contentId}`, { headers })).json()) as Content,
    save: async (content: Content) => {
      const response = await request.put(contentUrl, { headers, data: content });
      expect(response.status(), await response.text()).toBe(200);
    },
    /** A copy of the page's course template that starts next spring, at a price. */
    futureCourse: (content: Content, price: string, places = ''): Template => {
      const copy = structuredClone(content.templates.find((t) => t.type === 'COURSE')!);
      const set = (name: string, value: string) => {
        const found = copy.elements[0]!.values.find((v) => v.field?.name === name);
        if (found) found.value = value;
      };
      set('price', price);
      set('places', places);
      set('date', `${nextYear}-03-02`);
      set('endingDate', `${nextYear}-06-29`);
      return { ...copy, id: null, metadata: {}, ...{ isNew: true } };
    },
  };
}
