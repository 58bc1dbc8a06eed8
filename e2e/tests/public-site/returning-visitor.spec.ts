import { expect, isSetupNote, test } from '../../support/fixtures';

// Issue 34, defect 7: a returning visitor who accepted every tool got React's hydration error
// #418 on /culture (its video block). The server renders as for a first visit (it cannot read
// the browser's storage), so the first client render must agree; the accepted video follows.
test('a returning visitor who accepted the tools sees /culture without a hydration error', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consentAcceptance', JSON.stringify({ youtube: true, vimeo: true, instagram: true }));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isSetupNote(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/culture');
  // Accepted: the embedded content replaces the consent warning once the page is live.
  await expect(page.getByRole('note').filter({ hasText: /YouTube|Vimeo|Instagram/ })).toHaveCount(0);
  // No consent modal for a visitor who decided before.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
});

// Issue 37 item 3: the consent choice travels in a cookie, so the server renders the first
// visit's dialog (painted with the page, not after hydration: /training's LCP) or its absence.
// A page is cached in two variants only (undecided, decided): a decided visitor's HTML holds no
// player, whatever was accepted; the accepted player follows after hydration.
test.describe('the consent dialog from the server', () => {
  test.use({ consentDecided: false });

  test('is in a first visit’s HTML, open at the first paint, and saving it reaches the server', async ({
    page,
    request,
  }) => {
    const firstVisit = await (await request.get('/training', { headers: { Accept: 'text/html' } })).text();
    expect(firstVisit).toContain('role="dialog"');
    expect(firstVisit).toContain('Datenschutz-Einstellungen');

    // Before any script ran (none may run here): the dialog is already on the screen.
    const scriptless = await page.context().newPage();
    await scriptless.route('**/*.js', (route) => route.abort());
    await scriptless.goto('/training', { waitUntil: 'domcontentloaded' });
    await expect(scriptless.getByRole('dialog', { name: 'Datenschutz-Einstellungen' })).toBeVisible();
    await scriptless.close();

    await page.goto('/culture');
    await page.getByRole('dialog').getByRole('button', { name: 'Alle akzeptieren' }).click();
    await page.waitForLoadState('load');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'consentAcceptance');
    expect(cookie?.value).toBe('instagram:1|vimeo:1|youtube:1');

    const htmlWith = async (consent: string) =>
      (
        await request.get('/culture', { headers: { Accept: 'text/html', Cookie: `consentAcceptance=${consent}` } })
      ).text();
    const accepted = await htmlWith(cookie?.value ?? '');
    expect(accepted).not.toContain('role="dialog"');
    // No player in anyone's HTML: a visitor who declined may share this cached page.
    expect(accepted).not.toMatch(/<iframe[^>]+(youtube-nocookie\.com|player\.vimeo\.com)/);
    expect(await htmlWith('instagram:0|vimeo:0|youtube:0')).toBe(accepted);
    // The player is there once the page is live.
    await expect(
      page.locator('iframe[src*="youtube-nocookie.com"], iframe[src*="player.vimeo.com"]').first(),
    ).toBeAttached();
    // The other visitors' page is not this one: the first visit still gets its dialog.
    expect(await (await request.get('/culture', { headers: { Accept: 'text/html' } })).text()).toContain(
      'role="dialog"',
    );
  });

  test('stays out of the way without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/training');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Trainingsplan' }),
    ).toBeVisible();
    await context.close();
  });
});
