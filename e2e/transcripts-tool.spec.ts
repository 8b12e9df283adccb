import { expect, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * issue 15 '/transcripts/tool': pick a company (search) and a quarter, the transcript shows with its sections and
 * the sentiment by section; company and quarter are in the URL; a search across transcripts lists turns; an
 * account without the transcripts permission (mtaV1) is refused.
 */
test.describe('Transcripts tool', () => {
  test('picks a company and a quarter and shows the transcript with section sentiment', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/transcripts/tool');
    // A company of the lake with at least two calls, from the API the page reads.
    const companies = await page.evaluate(async () => {
      const response = await fetch('/x/mta/assets', { credentials: 'same-origin' });
      return ((await response.json()) as { data: { assetCode: string; name: string; calls: number }[] }).data;
    });
    const company = companies.find((item) => item.calls >= 2) ?? companies[0];
    expect(company).toBeDefined();
    const name = company?.name ?? '';

    await page.getByRole('searchbox', { name: /^Company/ }).fill(name);
    await page
      .getByRole('list', { name: 'Matching companies' })
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`company=${company?.assetCode}`));
    await expect(page.getByTestId('transcripts-company')).toContainText(name);

    const quarter = page.getByRole('combobox', { name: /^Quarter/ });
    await expect(quarter).toBeVisible({ timeout: 60_000 });
    const quarters = await quarter
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    const chosen = quarters.at(-1) ?? '';
    await quarter.selectOption(chosen);
    await expect(page).toHaveURL(new RegExp(`quarter=${encodeURIComponent(chosen).replace(/%20/g, '(\\+|%20)')}`));

    const reader = page.getByTestId('transcript-reader');
    await expect(reader).toBeVisible({ timeout: 60_000 });
    await expect(reader.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(reader.locator('article').first()).toBeVisible();
    const sentiment = page.getByTestId('transcript-section-sentiment');
    await expect(sentiment).toContainText('Prepared remarks');
    await expect(sentiment).toContainText('Q&A');
    await expect(sentiment.locator('tbody tr')).toHaveCount(7);
  });

  test('searches across transcripts and opens a hit', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/transcripts/tool?q=quarter');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results).toBeVisible({ timeout: 60_000 });
    await results.getByRole('button').first().click();
    await expect(page).toHaveURL(/company=/);
    await expect(page.getByTestId('transcript-reader')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('transcript-reader').locator('mark').first()).toBeVisible();
  });

  test('refuses an account without the transcripts permission', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/transcripts/tool');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible({ timeout: 30_000 });
  });
});
