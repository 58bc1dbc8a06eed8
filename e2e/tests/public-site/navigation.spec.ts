import { expect, test } from '../../support/fixtures';

// Menu-driven navigation of the demo club (German by default): content-management.md §2.
test.describe('public site navigation', () => {
  test('goes through all three levels of Sports to a sport page', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const sports = mainNav.getByRole('button', { name: 'Sportarten' });
    await sports.click();
    await expect(sports).toHaveAttribute('aria-expanded', 'true');

    const panel = mainNav.getByRole('region', { name: 'Sportarten' });
    await expect(panel.getByRole('heading', { name: 'Ballsport' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Wassersport' })).toBeVisible();
    await panel.getByRole('link', { name: 'Fußball' }).click();

    await expect(page).toHaveURL(/\/sports\/ball-sports\/football$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Fußball' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Fußball \| /);
  });

  test('filters a dropdown with its search box and closes it with Escape', async ({ page }) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const sports = mainNav.getByRole('button', { name: 'Sportarten' });
    await sports.click();
    const panel = mainNav.getByRole('region', { name: 'Sportarten' });
    await panel.getByRole('searchbox', { name: 'In Sportarten suchen' }).fill('schwimm');

    await expect(panel.getByRole('link', { name: 'Schwimmen' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Fußball' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(sports).toBeFocused();
  });

  test('opens a footer page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).toHaveTitle(/^Kontakt \| /);
  });

  test('redirects a misspelled path to the closest page', async ({ page }) => {
    await page.goto('/who-we-ar');
    await expect(page).toHaveURL(/\/who-we-are$/);
    await expect(page).toHaveTitle(/^Wer wir sind \| /);
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    await page.goto('/this/does/not/exist/at/all');
    await expect(page.getByRole('heading', { name: 'Die Seite, die du suchst, gibt es nicht' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Ball/ })).toBeVisible();

    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows the sub-page menu of Who we are', async ({ page }) => {
    await page.goto('/who-we-are');
    const subPages = page.getByRole('navigation', { name: 'Unterseiten' });
    await expect(subPages.getByRole('link', { name: 'Vorstand' })).toBeVisible();
    await expect(subPages.getByRole('link', { name: 'Geschichte' })).toBeVisible();

    await subPages.getByRole('link', { name: 'Geschichte' }).click();
    await expect(page).toHaveURL(/\/who-we-are\/history$/);
    await expect(subPages.getByRole('link', { name: 'Geschichte' })).toHaveAttribute('aria-current', 'page');
  });

  test('navigates with the mobile menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mobiles Menü' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Sportarten' }).click();
    await drawer.getByRole('button', { name: 'Wassersport' }).click();
    await drawer.getByRole('link', { name: 'Schwimmen' }).click();

    await expect(page).toHaveURL(/\/sports\/water-sports\/swimming$/);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveTitle(/^Schwimmen \| /);
  });

  test('closes the mobile menu with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Menü öffnen' });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Mobiles Menü' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Mobiles Menü' })).toBeHidden();
    await expect(open).toBeFocused();
  });
});
