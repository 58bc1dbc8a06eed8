import { expect, test } from '../../support/fixtures';

// The chrome around every page: header, top bar, footer, language (content-management.md §1, §2).
test.describe('public site layout', () => {
  test('the home page has a header with top bar and a footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /TSV Grünwald 1897 e\.V\./ })).toBeVisible();
    const topNav = header.getByRole('navigation', { name: 'Servicenavigation' });
    await expect(topNav.getByRole('link', { name: 'Mitglieder', exact: true })).toBeVisible();
    await expect(topNav.getByRole('link', { name: 'Mitglied werden' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Fanshop' })).toHaveAttribute('target', '_blank');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('TSV Grünwald 1897 e.V.').first()).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Verein' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Service' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Rechtliches' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Nachrichten' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Cookie-Einstellungen zurücksetzen' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    await expect(page).toHaveTitle(/^Startseite \| /);
  });

  test('switches to English with ?lang=en and keeps it after a reload', async ({ page }) => {
    await page.goto('/?lang=en');
    const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(mainNav.getByRole('button', { name: 'Sports' })).toBeVisible();

    await page.goto('/');
    await page.reload();
    await expect(mainNav.getByRole('button', { name: 'Sports' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Reset cookie consent' })).toBeVisible();
    await page.goto('/this/does/not/exist/at/all');
    await expect(
      page.getByRole('heading', { name: "The page you are currently looking for doesn't exist" }),
    ).toBeVisible();
  });

  test('switches language with the DE/EN links and stays on the same page', async ({ page }) => {
    await page.goto('/who-we-are');
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/who-we-are\?lang=en$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Sports' }),
    ).toBeVisible();
    const english = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Sportarten' }),
    ).toBeVisible();
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(page.locator('main#main-content')).toHaveCount(1);
  });

  test('keeps the header at the top while scrolling', async ({ page }) => {
    await page.goto('/who-we-are');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });
});
