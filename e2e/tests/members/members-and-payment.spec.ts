import { expect, test } from '../../support/fixtures';
import type { Page } from '@playwright/test';

const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';
const shots = process.env.SCREENSHOT_DIR;
const coursePage = '/courses/health/beginner-swimming';
const nextYear = String(new Date().getFullYear() + 1);

async function fillLogin(page: Page) {
  await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
  await page.getByLabel('E-Mail-Adresse').fill('member@demo.club');
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

async function openMembersArea(page: Page) {
  await page.goto('/members');
  await fillLogin(page);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: 'Mitgliederbereich' })).toBeVisible();
}

async function payWithCard(page: Page, number: string, shot = 'payment-step') {
  await page.getByRole('button', { name: 'Weiter zur Kartenzahlung' }).click();
  await page.getByLabel('Kartennummer').fill(number);
  await page.getByLabel('Karteninhaber/in').fill('Lena Wagner');
  await page.getByLabel('Ablaufmonat (MM)').fill('12');
  await page.getByLabel('Ablaufjahr (JJJJ)').fill(nextYear);
  await page.getByLabel('Prüfnummer (CVV)').fill('123');
  if (shots) await page.screenshot({ path: `${shots}/${shot}.png` });
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('members area', () => {
  test('a visitor opening /members logs in and returns to /members', async ({ page }) => {
    await page.goto('/members');
    await expect(page).toHaveURL(/\/api\/login\?clientId=demo/);
    await fillLogin(page);
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByLabel('Vorname')).toHaveValue('Lena');
    await expect(page.getByText('01-03-2019')).toBeVisible();
  });

  test('a member edits phone and city, and sees them after a reload; a wrong post code is named', async ({ page }) => {
    await openMembersArea(page);
    const save = page.getByRole('button', { name: 'Speichern' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Postleitzahl').fill('123');
    await expect(page.getByText('Die Postleitzahl ist nicht gültig')).toBeVisible();
    await expect(page.getByText('Einige Felder sind ungültig.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Postleitzahl').fill('82031');

    await page.getByLabel('Telefon').fill('+4917612345678');
    await page.getByLabel('Ort', { exact: true }).fill('Pullach');
    await save.click();
    await expect(page.getByText('Deine Daten wurden erfolgreich gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Schließen' }).first().click();

    await page.reload();
    // Stored as E.164, shown in the national format.
    await expect(page.getByLabel('Telefon')).toHaveValue('0176 12345678');
    await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Pullach');
  });

  test('a member uploads a profile image and sees it in the avatar', async ({ page }) => {
    await openMembersArea(page);
    // A small PNG made in the page (no fixture files).
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 120;
      canvas.height = 120;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1f7a3d';
      context.fillRect(0, 0, 120, 120);
      const blob: Blob = await new Promise((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await page
      .getByLabel('Profilbild')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Dein Profilbild wurde erfolgreich gespeichert.')).toBeVisible();
    await page.getByRole('button', { name: 'Schließen' }).first().click();
    const avatar = page.locator('.profile-menu__avatar img').first();
    await expect(avatar).toHaveAttribute('src', /\/api\/multimedia-service\/files\//);
    await page.reload();
    await expect(page.locator('.profile-menu__avatar img').first()).toHaveAttribute(
      'src',
      /\/api\/multimedia-service\/files\//,
    );
  });

  // Kept as test artifacts (or in SCREENSHOT_DIR when set) for a person to look at.
  test('screenshots of the members area at 375 px and 1440 px', async ({ page }, testInfo) => {
    await openMembersArea(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByLabel('Vorname')).toHaveValue('Lena');
      // The demo member takes part in Yoga and Rückenfit (calendar seed), with their next dates.
      await expect(
        page.getByRole('complementary', { name: 'Meine Kurse' }).getByRole('link', { name: 'Rückenfit' }),
      ).toBeVisible();
      const path = shots ? `${shots}/members-${width}.png` : testInfo.outputPath(`members-${width}.png`);
      await page.screenshot({ path, fullPage: true });
    }
  });
});

test.describe('joining and paying for a course', () => {
  // The member already takes part in Rückenfit (seed): both tests use the swimming course, the
  // declined card first.
  test('a declined test card shows the spec message and creates no order', async ({ page }) => {
    await openMembersArea(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(coursePage);
    await page.getByRole('button', { name: 'Kurs buchen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByText('Angemeldet als Lena Wagner')).toBeVisible();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await payWithCard(page, '4000000000000002', 'payment-step-375');
    await expect(page.getByText('Die Bestellung wurde nicht angenommen')).toBeVisible();
    await expect(page.getByText(/transaction declined \(invalid card\)/)).toBeVisible();

    await page.goto('/members');
    await expect(page.getByRole('row', { name: /Schwimmkurs/ })).toHaveCount(0);
  });
  test('a visitor joins a course, logs in, pays with the test Visa and finds the course under My Courses', async ({
    page,
  }) => {
    await page.goto(coursePage);
    await expect(page.getByText('49,00 €').first()).toBeVisible();
    await page.getByRole('button', { name: 'Kurs buchen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await expect(dialog.getByText('Bitte melde dich an, um den Kurs zu buchen.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await fillLogin(page);

    // Back on the course page, the modal resumes at the payment step.
    await expect(page).toHaveURL(new RegExp(`${coursePage}$`));
    await expect(dialog.getByRole('heading', { name: 'Bezahlung' })).toBeVisible();
    await expect(dialog.getByText('Schwimmkurs für Erwachsene')).toBeVisible();
    await expect(dialog.getByLabel(/Kreditkarte/)).toBeChecked();
    await expect(dialog.getByLabel(/giropay/)).toBeDisabled();
    await expect(dialog.getByLabel(/PayPal/)).toHaveCount(0);

    const returnUrls: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('resourcePath=')) returnUrls.push(frame.url());
    });
    await payWithCard(page, '4200 0000 0000 0000');
    await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
    expect(returnUrls[0]).toMatch(/\?id=[0-9A-F]{32}\.sbx01&resourcePath=/);
    await page.getByRole('button', { name: 'Fertig' }).click();

    await expect(page).toHaveURL(/\/members$/);
    const side = page.getByRole('complementary', { name: 'Meine Kurse' });
    await expect(side.getByRole('link', { name: 'Schwimmkurs für Erwachsene' })).toBeVisible();
    await expect(side.getByText(/Nächster Termin: \d{2}-\d{2}-\d{4}, 18:30/)).toBeVisible();
    const row = page.getByRole('row', { name: /Schwimmkurs/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell', { name: '49,00 €' })).toBeVisible();

    // Reopening the provider's return URL (twice) confirms the same order, never a second one.
    for (let i = 0; i < 2; i++) {
      await page.goto(returnUrls[0]!);
      await expect(page.getByRole('heading', { name: 'Du bist dabei!' })).toBeVisible();
    }
    await page.goto('/members');
    await expect(page.getByRole('row', { name: /Schwimmkurs/ })).toHaveCount(1);
    const sideAfter = page.getByRole('complementary', { name: 'Meine Kurse' });
    await expect(sideAfter.getByRole('link', { name: 'Schwimmkurs für Erwachsene' })).toHaveCount(1);
    // One wallet statement entry for the one payment.
    await expect(sideAfter.getByText(/^49,00\s€ · \d{2}-\d{2}-\d{4}$/)).toHaveCount(1);
  });
});
