import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../../support/fixtures';
import { mainPort } from '../../playwright.config';
import { watchRequests } from '../../support/runtime';

const password = process.env.DEMO_PASSWORD ?? 'demo-club-2026';

test.describe('login', () => {
  test('an administrator logs in through the login page and sees the profile menu instead of LOGIN', async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.goto('/who-we-are');
    await page.getByRole('link', { name: 'LOGIN' }).first().click();

    await expect(page).toHaveURL(/\/api\/login\?clientId=demo&redirectUri=/);
    await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    // Back on the page the visitor left, logged in.
    await expect(page).toHaveURL(`http://localhost:${mainPort}/who-we-are`);
    const avatar = page.getByRole('button', { name: /Profilmenü von/ }).first();
    await expect(avatar).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);

    await avatar.click();
    const profileMenu = page.locator('.profile-menu__list');
    for (const item of ['Profil', 'Verknüpfte Profile', 'Zahlungsmethoden']) {
      await expect(profileMenu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    // WRITE_CONTENT: only now may the shell request the editor remote.
    await expect.poll(() => requests.some((url) => url.includes('/remotes/mf-editor/remoteEntry.js'))).toBe(true);

    await profileMenu.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('link', { name: 'LOGIN' }).first()).toBeVisible();
  });

  test('wrong credentials get one generic message and keep the typed e-mail', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'LOGIN' }).first().click();
    await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
    await page.getByLabel('Passwort').fill('not-the-password');
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await expect(page.getByText('Die E-Mail-Adresse oder das Passwort ist falsch.')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('admin@demo.club');
  });

  test("another club's account cannot log in to this club's site", async ({ page }) => {
    await page.goto(`http://nord.localhost:${mainPort}/`);
    await page.getByRole('link', { name: 'LOGIN' }).first().click();
    await expect(page).toHaveURL(new RegExp(`^http://nord-admin\\.localhost:${mainPort}/api/login\\?clientId=nord`));
    await page.getByLabel('E-Mail-Adresse').fill('admin@demo.club');
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Die E-Mail-Adresse oder das Passwort ist falsch.')).toBeVisible();
  });

  test('the login page is accessible in German and English', async ({ page }) => {
    for (const lang of ['de', 'en']) {
      const challenge = 'a'.repeat(43);
      await page.goto(
        `/api/login?clientId=demo&redirectUri=http://localhost:${mainPort}&lang=${lang}&codeChallenge=${challenge}&codeChallengeMethod=S256`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'de' ? 'Im Vereinsbereich anmelden' : 'Log in to the club area',
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
  });
});
