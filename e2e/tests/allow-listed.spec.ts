import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  analysisResultSchema,
  formatPercent,
  hazardKeys,
  hazardLabels,
} from '@hazardscope/contracts';
import { saveScreenshot } from './screenshot.ts';

const username = 'allow-listed@hazardscope.test';
const password = 'a long enough password';
const site = { latitude: -33.8688, longitude: 151.2093 };
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** A logged-in API key for the allow-listed address: registered and verified once per server. */
async function apiKeyFor(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/account/login', { data: { username, password } });
  if (login.ok()) return ((await login.json()) as { apiKey: string }).apiKey;
  const registered = await request.put('/api/account', {
    data: { username, password, newsLetterValue: 0 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const outbox = (await (await request.get('/dev/outbox?format=json')).json()) as {
    to: string;
    text: string;
  }[];
  const code = outbox.find((message) => message.to === username)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a verification code in the outbox').toBeDefined();
  const verified = await request.post('/api/account/authentication_code', {
    data: { username, authenticationKey: code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { apiKey: string }).apiKey;
}

test('an allow-listed user sees real results that match the command line', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const apiKey = await apiKeyFor(request);
  await page
    .context()
    .addCookies([
      { name: 'hazardscope_api_key', value: apiKey, url: baseURL ?? 'http://127.0.0.1' },
    ]);
  await page.goto(
    `/?latitude=${site.latitude}&longitude=${site.longitude}&address=Sydney&archetypeService=Building&archetype=SH`,
  );
  await page.getByRole('button', { name: 'GO', exact: true }).click();
  await page.getByRole('checkbox').check({ timeout: 20_000 });
  await page.getByRole('button', { name: 'View results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Analysis Result' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Sample results only')).toBeHidden();
  await expect(dialog.getByText('SAMPLE ONLY').first()).toBeHidden();

  // The same site and asset through the command line, as JSON.
  const cli = analysisResultSchema.parse(
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/analyse.ts',
          `--lat=${site.latitude}`,
          `--lon=${site.longitude}`,
          '--archetype=SH',
          '--address=Sydney',
          '--json',
        ],
        { cwd: repositoryRoot, encoding: 'utf8' },
      ),
    ),
  );

  if (testInfo.project.name === 'phone') {
    await page.locator('input[aria-label="Result tab"]').click();
    // Real results are what the report shows: no sample report to view.
    await expect(page.getByRole('option', { name: 'View a Sample Report' })).toHaveCount(0);
    await page.getByRole('option', { name: 'Breakdown' }).click();
  } else {
    await expect(page.getByRole('tab', { name: 'View a Sample Report' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Breakdown' }).click();
  }
  const year2050 = 2050 - cli.inputs.scenario.startYear;
  for (const [hazardIndex, hazard] of hazardKeys.entries()) {
    if (cli.metadata[hazard]?.no_calc_reason) continue;
    const expected = formatPercent(cli.properties.riskHazards[year2050]?.[hazardIndex] ?? 0);
    const row = dialog.locator(`[data-hazard="${hazard}"]`);
    await expect(row).toContainText(hazardLabels[hazard]);
    await expect(row).toContainText(expected);
  }
  await saveScreenshot(page, testInfo, 'allow-listed-breakdown', { fullPage: false });
});
