import { expect, test } from '../../support/fixtures';

// News pages and the contact form (members-and-transactions.md §2, §3, §5, §8).

test.describe('news', () => {
  test('/news shows the news grid and a news item with category and date', async ({ page }) => {
    await page.goto('/news?lang=en');
    const main = page.locator('main#main-content');
    await expect(main.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(7);

    await main.getByRole('link', { name: /handball team promoted/ }).click();
    await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: /handball team promoted/ })).toBeVisible();
    await expect(page.getByText('Handball', { exact: true })).toBeVisible();
    await expect(page.locator('time')).toHaveText('10 May 2026');
    await expect(page.getByText('With a win on the final match day')).toBeVisible();

    await page.getByRole('link', { name: 'Back to all news' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('home has its first four news in the HTML; More loads the next ones', async ({ page }) => {
    const newsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/news?')) newsRequests.push(new URL(request.url()).search);
    });
    await page.goto('/');
    const cards = page.locator('.news-grid--home > li');
    await expect(cards).toHaveCount(4);
    // Server-rendered with the page: the browser did not ask for them again.
    expect(newsRequests).toEqual([]);

    await page.getByRole('button', { name: 'Mehr' }).click();
    await expect(cards).toHaveCount(7);
    expect(newsRequests).toEqual(['?page=1&size=4']);
    // All seven shown: no More button left.
    await expect(page.getByRole('button', { name: 'Mehr' })).toHaveCount(0);
  });

  test('dates are German on the German site', async ({ page }) => {
    await page.goto('/news?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();
    await expect(page.locator('time', { hasText: '10. Mai 2026' })).toBeVisible();
    await expect(page.locator('time', { hasText: '15. Mär. 2026' })).toBeVisible();
  });
});

test.describe('contact', () => {
  test('shows contact items and opening hours', async ({ page }) => {
    await page.goto('/contact-us?lang=en');
    await expect(page.getByRole('heading', { name: 'Club office' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'info@demo.club' })).toHaveAttribute('href', 'mailto:info@demo.club');
    await expect(page.getByText('Mon – Thu', { exact: true })).toBeVisible();
    await expect(page.getByText('9:00 am–12:00 pm and 4:00–7:00 pm')).toBeVisible();
  });

  test('an empty form shows asterisk errors; a filled one is sent and cleared', async ({ page }) => {
    await page.goto('/contact-us?lang=en');
    const form = page.locator('form', { has: page.getByRole('heading', { name: "Let's talk." }) });
    await form.getByRole('button', { name: 'Send' }).click();

    const name = form.getByLabel('Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('* This field is mandatory');
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('* This field is mandatory');
    await expect(form.getByLabel('Message')).toHaveAccessibleDescription('* This field is mandatory');

    await form.getByLabel('E-mail').fill('not-an-address');
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('* Invalid email.');

    await name.fill('Jürgen Weiß');
    await form.getByLabel('E-mail').fill('juergen@example.org');
    await form.getByLabel('Message').fill('When does the yoga class start?');
    await form.getByRole('button', { name: 'Send' }).click();

    const dialog = page.getByRole('dialog', { name: 'Well done' });
    await expect(dialog).toContainText('Your message was sent successfully!');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(name).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('a form typed into and sent before its block hydrated is sent with what was typed', async ({ page }) => {
    // The contact block's code is held on its way (a slow phone), so the visitor types and presses
    // Send while the form is still the server's markup; the page may not reload or lose the text.
    let heldScripts = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-content/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('contact-form')) {
        heldScripts += 1;
        await released;
      }
      await route.fulfill({ response });
    });
    // goto (the fixture) waits for the page's hydration, which waits for this block.
    const navigation = page.goto('/contact-us?lang=en');
    await expect.poll(() => heldScripts, { timeout: 30_000 }).toBeGreaterThan(0);
    const form = page.locator('form', { has: page.getByRole('heading', { name: "Let's talk." }) });
    await form.getByLabel('Name').fill('Jürgen Weiß');
    await form.getByLabel('E-mail').fill('juergen@example.org');
    await form.getByLabel('Message').fill('Is there a trial session?');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact-us\?lang=en$/);

    release();
    await navigation;
    const dialog = page.getByRole('dialog', { name: 'Well done' });
    await expect(dialog).toContainText('Your message was sent successfully!');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the German site (the default) answers in German', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Lass uns reden.' }) });
    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription(/^\* /);

    await form.getByLabel('Name').fill('Jürgen Weiß');
    await form.getByLabel('E-Mail').fill('juergen@example.org');
    await form.getByLabel('Nachricht').fill('Wann beginnt der Yogakurs?');
    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByRole('dialog')).toContainText('Deine Nachricht wurde erfolgreich gesendet!');
  });
});
