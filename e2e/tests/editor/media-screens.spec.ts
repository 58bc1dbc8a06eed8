import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginAsAdmin, pngOf } from './support';

// Issue 25 item 7: the media library, the add-block chooser with its real previews, the schedule
// notice and the history dialog, looked at in both languages at 1440, 768 and 577 px; at 375 px
// edit mode ends (the bar is hidden), which the last screen of each language shows. Each screen
// must fit its width; the screenshots are kept with the test results.
const widths = [1440, 768, 577];
const path = '/sports/ball-sports/basketball';

const words = {
  de: {
    bar: 'Verwaltung',
    edit: 'Inhalt bearbeiten',
    addTemplates: 'Vorlagen hinzufügen zeigen',
    library: 'Bildarchiv',
    addHere: '+ Vorlage hier einfügen',
    banner: 'Standard-Banner bearbeiten',
    choose: 'Bild auswählen',
    upload: 'Neues Bild hochladen',
    pictures: 'Bilder',
    editPicture: 'Bild korb und netz bearbeiten',
    title: /^Titel/,
    done: 'Fertig',
    configuration: /Inhaltskonfiguration/,
    schedule: 'Veröffentlichung planen',
    at: 'Veröffentlichen am (Berliner Zeit)',
    plan: 'Planen',
    cancelSchedule: 'Planung abbrechen',
    history: 'Verlauf',
    close: 'Schließen',
  },
  en: {
    bar: 'Administration',
    edit: 'Edit content',
    addTemplates: 'Show add templates',
    library: 'Picture library',
    addHere: '+ Add template here',
    banner: 'Edit Common banner',
    choose: 'Choose picture',
    upload: 'Upload a new picture',
    pictures: 'Pictures',
    editPicture: 'Edit picture korb und netz',
    title: /^Title/,
    done: 'Done',
    configuration: /Content configuration/,
    schedule: 'Schedule publishing',
    at: 'Publish on (Berlin time)',
    plan: 'Schedule',
    cancelSchedule: 'Cancel schedule',
    history: 'History',
    close: 'Close',
  },
};

async function lookAtEveryWidth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name}: no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

for (const language of ['de', 'en'] as const) {
  test(`the media library, the chooser, the schedule notice and the history fit every width (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = words[language];
    await loginAsAdmin(page);
    await page.goto(`${path}?lang=${language}`);
    const bar = page.getByRole('region', { name: w.bar });
    await bar.getByRole('button', { name: w.edit }).click();

    // The chooser: real blocks with sample content in the editor's language.
    await bar.getByRole('checkbox', { name: w.addTemplates }).check();
    await page.getByRole('button', { name: w.addHere }).last().click();
    const chooser = page.getByRole('dialog');
    await expect(chooser.locator('.editor-chooser__live').first()).toBeVisible();
    await expect(chooser.getByText(language === 'de' ? 'Wann ist Training?' : 'When is training?')).toBeAttached();
    await lookAtEveryWidth(page, testInfo, `chooser-${language}`);
    await page.keyboard.press('Escape');
    await bar.getByRole('checkbox', { name: w.addTemplates }).uncheck();

    // The media library and one picture's details (name, labels, focal point, delete).
    await page.getByRole('button', { name: w.banner }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.choose }).click();
    const library = page.getByRole('dialog', { name: w.library });
    await expect(library.getByRole('list', { name: w.pictures }).locator('img').first()).toBeVisible();
    await lookAtEveryWidth(page, testInfo, `media-library-${language}`);
    await library
      .getByLabel(w.upload)
      .setInputFiles({ name: 'korb-und-netz.png', mimeType: 'image/png', buffer: await pngOf(page) });
    await library.getByRole('button', { name: w.editPicture }).click();
    await expect(library.getByRole('button', { name: /Bildmittelpunkt|Focal point/ })).toBeVisible();
    await lookAtEveryWidth(page, testInfo, `media-details-${language}`);
    await page.keyboard.press('Escape');
    await expect(library).toHaveCount(0);
    if ((await page.getByRole('dialog').count()) === 0) await page.getByRole('button', { name: w.banner }).click();

    // A scheduled change: the notice in the bar.
    await page.getByRole('dialog').getByRole('textbox', { name: w.title }).fill('Basketball 3x3');
    await page.getByRole('dialog').getByRole('button', { name: w.done }).click();
    await bar.getByRole('button', { name: w.configuration }).click();
    await bar.getByRole('menuitem', { name: w.schedule }).click();
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    await page.getByRole('dialog').getByLabel(w.at).fill(`${tomorrow}T09:30`);
    await page.getByRole('dialog').getByRole('button', { name: w.plan, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w.close }).last().click();
    await expect(bar.getByRole('button', { name: w.cancelSchedule })).toBeVisible();
    await lookAtEveryWidth(page, testInfo, `schedule-notice-${language}`);

    // The history dialog (any confirmation still open is closed first).
    while ((await page.getByRole('dialog').count()) > 0)
      await page.getByRole('dialog').last().getByRole('button', { name: w.close }).last().click();
    await bar.getByRole('button', { name: w.configuration }).click();
    await bar.getByRole('menuitem', { name: w.history }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await lookAtEveryWidth(page, testInfo, `history-${language}`);
    await page.keyboard.press('Escape');

    await bar.getByRole('button', { name: w.cancelSchedule }).click();
    await expect(bar.getByRole('button', { name: w.cancelSchedule })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(bar).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`page-${language}-375.png`) });
  });
}
