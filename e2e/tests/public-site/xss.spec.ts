import { expect, test } from '../../support/fixtures';

// The TEXT_AREA sanitiser in the browser: known XSS payloads must render inert.
// page.route feeds them through the real content response of the page (test data, not a mock).
// Each payload is its own element, as the editor stores it: an unclosed tag in one payload (the
// noscript and MathML ones) would otherwise legitimately swallow the text after it.
const payloads = [
  '<p>XSS probe start</p>',
  '<script>window.__xssFired = 1</script>',
  '<img src="x" onerror="window.__xssFired = 1">',
  '<a href="javascript:window.__xssFired = 1">javascript link</a>',
  '<a href="JaVaScRiPt:window.__xssFired = 1">mixed case link</a>',
  '<a href="&#106;avascript:window.__xssFired = 1">entity link</a>',
  '<svg onload="window.__xssFired = 1"><circle r="4"></circle></svg>',
  '<svg><animate onbegin="window.__xssFired = 1" attributeName="x" dur="1s"></animate></svg>',
  '<iframe srcdoc="<script>parent.__xssFired = 1</script>"></iframe>',
  '<iframe src="javascript:parent.__xssFired = 1"></iframe>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=window.__xssFired=1&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="window.__xssFired = 1">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xssFired=1>">',
  '<details open ontoggle="window.__xssFired = 1"><summary>details</summary></details>',
  '<object data="javascript:window.__xssFired = 1"></object>',
  '<embed src="javascript:window.__xssFired = 1">',
  '<input autofocus onfocus="window.__xssFired = 1">',
  '<video><source onerror="window.__xssFired = 1"></video>',
  '<body onload="window.__xssFired = 1">',
  '<style>@import "javascript:window.__xssFired = 1";</style>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<img src=x onerror=alert(1)>',
  '<p>XSS probe end</p>',
];

interface Element {
  id?: string;
  values: Array<{ value: string }>;
}
interface ContentPage {
  templates?: Array<{ type: string; elements: Element[] }>;
}

// The payloads' inline event handlers are blocked by the Content-Security-Policy as well: a second
// line of defence, reported as violations that this test expects.
test.use({ expectedCspViolations: /inline event handler|Content Security Policy violation: script-src-attr/ });

test('TEXT_AREA payloads render without running any script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.route('**/content-service/organizations/*/content/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ContentPage;
    for (const template of body.templates ?? []) {
      if (template.type !== 'TEXT_AREA') continue;
      const [first] = template.elements;
      if (!first) continue;
      template.elements = payloads.map((payload, index) => {
        const element = structuredClone(first);
        element.id = `${first.id ?? 'xss'}-${index}`;
        for (const value of element.values) value.value = payload;
        return element;
      });
    }
    await route.fulfill({ response, json: body });
  });

  // The page's data comes with the server-rendered HTML; a navigation in the browser fetches the
  // culture page itself, through the route above, so the payloads reach the browser's sanitiser.
  await page.goto('/?lang=en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Culture' }).click();
  await expect(page).toHaveURL(/\/culture/);
  const textArea = page.locator('[data-template-type="TEXT_AREA"]').first();
  await expect(textArea.getByText('XSS probe start')).toBeVisible();
  await expect(textArea.getByText('XSS probe end')).toBeVisible();
  // Give late handlers (onerror of broken images, autofocus) every chance: wait until the network is quiet.
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as unknown as { __xssFired?: number }).__xssFired)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(textArea.locator('script, iframe, object, embed, svg, math, style, form, input')).toHaveCount(0);
  const handlerAttributes = await textArea.evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|data):/i.test(attribute.value))
        .map((attribute) => `${element.tagName}.${attribute.name}`),
    ),
  );
  expect(handlerAttributes).toEqual([]);
});
