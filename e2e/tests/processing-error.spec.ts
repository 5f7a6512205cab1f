import { expect, test } from '@playwright/test';
import { expectNoHorizontalScrolling } from './layout-checks.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * A run the server refuses reaches the processing error modal. The site check that normally stops a
 * point at sea before GO cannot be reached here (the page's request to it fails at the network), so
 * the form goes ahead as designed ("the analysis itself reports any problem"), and the server's
 * POST /api/risk answers 400 with its own message, which the modal shows.
 */
test('a run that fails on the server shows the processing error modal with its message', async ({
  page,
}, testInfo) => {
  await page.route('**/api/location/site?**', (route) => route.abort('failed'));
  await page.goto(
    '/?latitude=-30&longitude=-20&address=South%20Atlantic%20Ocean&archetypeService=Building&archetype=SH',
  );
  const riskReply = page.waitForResponse(
    (response) => response.url().endsWith('/api/risk') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  const reply = await riskReply;
  expect(reply.status()).toBe(400);

  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toBeVisible();
  // The processing modal closed: only the error is left on screen.
  await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveCount(0);
  await expect(modal.getByText('Unfortunately an error occurred during processing:')).toBeVisible();
  // The server's own message; its stack is in the Details, folded away until asked for.
  const serverMessage = /The point -30\.00000, -20\.00000 is at sea/;
  await expect(modal.getByRole('paragraph').filter({ hasText: serverMessage })).toBeVisible();
  await expect(modal.locator('pre')).toBeHidden();
  await expect(modal.getByText(/Please try again in a few minutes/)).toBeVisible();
  const contact = modal.getByRole('link', { name: 'contact us' });
  await expect(contact).toHaveAttribute('href', /^mailto:/);
  await modal.getByRole('button', { name: 'Details' }).click();
  await expect(modal.locator('pre')).toContainText(serverMessage);
  await expect(modal.locator('pre')).toBeVisible();
  await expectNoHorizontalScrolling(page);
  await saveScreenshot(page, testInfo, 'processing-error', { fullPage: false });

  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  // Back to the form, the place kept, ready for another try.
  await expect(page.getByRole('button', { name: 'GO', exact: true })).toBeEnabled();
});
