import { expect, test } from '@playwright/test';
import { freshAddress, openMenu, registerAndVerify, viewportOnly } from './account-steps.ts';
import { runSimpleHouseInSydney } from './analysis-steps.ts';
import { saveScreenshot } from './screenshot.ts';

const title = 'Harbour house';

test('register, run an analysis, save it, find it after a reload, share it and delete it', async ({
  page,
  context,
  browser,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/');
  await registerAndVerify(page, freshAddress(`${testInfo.project.name}-save`), 'long-enough-2');

  const results = await runSimpleHouseInSydney(page);
  await results.getByRole('textbox', { name: 'Title' }).fill(title);
  await results.getByRole('button', { name: 'Save', exact: true }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save Analysis' });
  await expect(saveDialog.getByLabel('Title')).toHaveValue(title);
  // Escape closes the save dialog only: the unsaved analysis stays open behind it.
  await page.keyboard.press('Escape');
  await expect(saveDialog).toBeHidden();
  await expect(results).toBeVisible();
  await results.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog.getByLabel('Title')).toHaveValue(title);
  await saveScreenshot(page, testInfo, 'save-analysis', viewportOnly);
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();
  expect(pageErrors).toEqual([]);
  await expect(results.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(page).toHaveURL(/analysisId=[\w-]+/);

  // Share link: copies the public root URL with the saved analysis's id.
  await results.getByRole('button', { name: 'Share link' }).click();
  await expect(page.getByText('Link Copied to Clipboard.')).toBeVisible();
  const sharedLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(sharedLink).toMatch(/\/\?analysisId=[\w-]+$/);
  await results.getByRole('button', { name: 'Close results' }).click();

  // A reload reopens the saved analysis (its id is in the URL), and it is in My Analyses.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Analysis Result' });
  // A whole page load (start-up calls, the saved analysis, the dialog's chunk): 16 s once at load
  // 14 on two cores with two browser tests at a time.
  await expect(reopened.getByRole('textbox', { name: 'Title' })).toHaveValue(title, {
    timeout: 30_000,
  });
  await reopened.getByRole('button', { name: 'Close results' }).click();
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'My Analyses' }).click();
  const analyses = page.getByRole('dialog', { name: 'My Analyses' });
  await expect(analyses.getByRole('button', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // The link opens in a fresh browser without logging in, read-only.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(new URL(sharedLink).pathname + new URL(sharedLink).search);
  const sharedResults = strangerPage.getByRole('dialog', { name: 'Analysis Result' });
  // A whole first page load in a fresh browser, as after the reload above: up to 15 s.
  await expect(sharedResults).toBeVisible({ timeout: 15_000 });
  // Only the owner can save a title: the reader sees it as text, with no box to type in.
  await expect(sharedResults.getByText(`Title: ${title}`)).toBeVisible();
  await expect(sharedResults.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
  await expect(sharedResults.getByText('Current rating')).toBeVisible();
  await saveScreenshot(strangerPage, testInfo, 'shared-analysis', viewportOnly);
  await stranger.close();

  // printView=1 shows it as one printable page, without the top bar and footer; closing it
  // shows the analysis in its dialog.
  await page.goto(`${new URL(sharedLink).pathname}${new URL(sharedLink).search}&printView=1`);
  for (const section of [
    'Ratings',
    'Detail',
    'Value At Risk (VAR)',
    'Breakdown',
    'Vulnerability',
  ]) {
    await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await saveScreenshot(page, testInfo, 'print-view');
  await page.getByRole('button', { name: 'Close print view' }).click();
  const dialogAgain = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(dialogAgain.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  expect(new URL(page.url()).searchParams.has('printView')).toBe(false);
  await dialogAgain.getByRole('button', { name: 'Close results' }).click();

  // The owner deletes it.
  await openMenu(page);
  await page.getByRole('menuitem', { name: 'My Analyses' }).click();
  await analyses.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete analysis' });
  await expect(confirmDelete).toContainText(`Delete “${title}”?`);
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(analyses.getByText('No analyses saved yet')).toBeVisible();
});

test('reports a strange result from the result dialog', async ({ page }) => {
  const results = await runSimpleHouseInSydney(page);
  await results.getByRole('button', { name: 'Report Strange Results' }).click();
  const feedback = page.getByRole('dialog').filter({ hasText: 'Subject' });
  await feedback.getByLabel('Email').fill('reader@example.org');
  await feedback.getByLabel('Subject').fill('Wind looks low');
  await feedback.getByLabel('Comment').fill('The wind risk seems lower than I expected here.');
  await feedback.getByRole('button', { name: /Send|Submit/ }).click();
  await expect(
    page.getByText("Thank you for your feedback, we'll contact you shortly."),
  ).toBeVisible();
});
