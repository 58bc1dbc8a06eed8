import { expect, test } from '../../support/fixtures';

// Content blocks of the public site (content-management.md §2, §3; members-and-transactions.md §2).
// The fixture's visitor has declined every tool, so the first-visit consent dialog stays closed.

test.describe('content blocks', () => {
  test('the home page shows the carousel, the news grid with More, the sponsors and the footer', async ({ page }) => {
    await page.goto('/?lang=en');

    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { name: 'Welcome to TSV Grünwald' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);
    await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    const news = page.locator('[data-template-type="GRID"]');
    await expect(news.getByRole('heading', { name: 'Club news' })).toBeVisible();
    const cards = news.getByRole('article');
    await expect(cards).toHaveCount(4);
    await news.getByRole('button', { name: 'More' }).click();
    await expect(cards).toHaveCount(7);
    await expect(news.getByRole('button', { name: 'More' })).toHaveCount(0);
    await expect(news.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/information/news');

    const sponsors = page.getByRole('region', { name: 'Our sponsors and partners' });
    await expect(sponsors.getByRole('link', { name: "Visit our sponsor's website" })).toHaveCount(6);
    await expect(sponsors.getByRole('link').first()).toHaveAttribute('target', '_blank');

    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the video on the Culture page stays hidden until the visitor consents', async ({ page }) => {
    await page.goto('/culture?lang=en');

    const video = page.locator('[data-template-type="VIDEO"]');
    await expect(video.getByText('This YouTube content cannot be shown without your acceptance.')).toBeVisible();
    await expect(video.locator('iframe')).toHaveCount(0);

    await video.getByRole('button', { name: 'Open privacy settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('switch', { name: /YouTube/ }).check();
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await expect(dialog).toBeHidden();

    const frame = video.locator('iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
    await expect(video.getByText('Summer festival 2025 in review')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('consentAcceptance'))) ?? '{}')).toMatchObject({
      youtube: true,
    });
  });

  test.describe('on a first visit', () => {
    test.use({ consentDecided: false });

    test('the consent dialog opens, and saving reloads the page once', async ({ page }) => {
      await page.goto('/?lang=en');
      const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('cannot be shown without your acceptance')).toBeVisible();

      const reload = page.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Accept all' }).click();
      await reload;
      await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Privacy settings' })).toHaveCount(0);
    });
  });

  test('Who we are shows profiles, an accordion and a gallery by year', async ({ page }) => {
    await page.goto('/who-we-are?lang=en');

    await expect(page.getByRole('link', { name: 'vorstand@demo.club' })).toHaveAttribute(
      'href',
      'mailto:vorstand@demo.club',
    );
    const question = page.getByRole('button', { name: 'Our mission' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Our mission' })).toContainText('Fairness');

    const gallery = page.locator('[data-template-type="IMAGE_LIBRARY"]');
    const years = await gallery.getByRole('heading', { level: 2 }).allTextContents();
    expect(years.length).toBeGreaterThan(0);
    expect([...years].sort().reverse()).toEqual(years);
  });
});
