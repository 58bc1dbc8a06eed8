import { addEventBlock } from '../../support/event-block';
import { startClubServer, startSmtp } from '../../support/club-server';
import { expect, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';

// Issue 35 item 3: a paid event. The block shows the server's price; a visitor is asked to sign
// in; the member pays with the sandbox card through the courses' checkout and sees the
// confirmation; the receipt arrives in the site's real SMTP server. A site of its own.
const port = mainPort + 51;
const site = `http://localhost:${port}`;
const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const nextYear = String(new Date().getFullYear() + 1);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let stopServer: () => Promise<void>;

test.use({ baseURL: site });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  smtp = await startSmtp();
  stopServer = await startClubServer(port, { SMTP_URL: smtp.url, OUTBOX_RETRY_MS: '1000' });
});
test.afterAll(async () => {
  await stopServer?.();
  await smtp?.close();
});

test('a member pays for an event with the sandbox card and sees the confirmation', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // The editor's save adds an EVENT block with five places at 15 € per person.
  await addEventBlock(request, {
    title: 'Grillabend',
    date: `${nextYear}-08-21`,
    time: '18:00',
    place: 'Vereinsheim',
    places: 5,
    price: '15.00',
  });

  // A visitor sees the price and is asked to sign in before paying.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/who-we-are');
  const event = page.locator('.event-block');
  await expect(event.getByRole('heading', { name: 'Grillabend' })).toBeVisible();
  await event.scrollIntoViewIfNeeded();
  await expect(event.getByTestId('event-price')).toHaveText(/^15,00\s€ pro Person$/);
  await expect(event.getByTestId('event-status')).toHaveText('Noch 5 Plätze frei');
  await event.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(event.getByText(/Die Teilnahme kostet 15,00\s€ pro Person/)).toBeVisible();
  await event.getByRole('button', { name: 'Anmelden und bezahlen' }).click();

  // The login brings the member back to the event's form.
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill('member@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/who-we-are\?event=/);
  await event.scrollIntoViewIfNeeded();
  await event.getByRole('button', { name: /Weiter zur Zahlung \(15,00\s€\)/ }).click();
  await expect(event.getByText(/Zu zahlen: 15,00\s€/)).toBeVisible();
  await expect(event.getByTestId('event-status')).toHaveText('Noch 4 Plätze frei');
  await event.getByLabel('Kartennummer').fill('4200 0000 0000 0000');
  await event.getByLabel('Karteninhaber/in').fill('Lena Wagner');
  await event.getByLabel('Ablaufmonat (MM)').fill('12');
  await event.getByLabel('Ablaufjahr (JJJJ)').fill(nextYear);
  await event.getByLabel('Prüfnummer (CVV)').fill('123');
  await event.screenshot({ path: testInfo.outputPath('paid-event-card-de-375.png') });
  await event.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  // Back from the provider: the server settles, the page confirms, the address forgets the ?id=.
  await expect(event.getByTestId('event-paid')).toHaveText(
    'Bezahlt – du bist angemeldet. Die Quittung ist per E-Mail unterwegs.',
    { timeout: 30_000 },
  );
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(event.getByTestId('event-status')).toHaveText('Noch 4 Plätze frei');
  await expect(event.getByRole('button', { name: 'Abmelden und Geld zurück' })).toBeVisible();
  await event.screenshot({ path: testInfo.outputPath('paid-event-paid-de-375.png') });

  let mail = '';
  await expect(async () => {
    mail = smtp.received.find((m) => m.to.includes('member@demo.club') && m.text.includes('Quittung'))?.text ?? '';
    expect(mail).not.toBe('');
  }).toPass({ timeout: 30_000 });
  expect(mail).toContain('Veranstaltung: Grillabend');
  expect(mail).toMatch(/Betrag: 15,00\s€/);

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await event.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`paid-event-de-${width}.png`) });
  }
});
