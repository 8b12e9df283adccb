import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

// spec §2 '/ma4/charts/[[...assetId]]': compare assets and indicators on one time axis; the view lives in the URL.

const seriesItems = (page: Page) => page.getByRole('list', { name: 'Plotted series' }).getByRole('listitem');
const chartReady = (page: Page) => page.locator('[data-chart-ready]');
/** A URL change is a client navigation (a server round trip for the new path): slower than a click's effect. */
const NAVIGATION = { timeout: 20_000 };

async function openDefaultChart(page: Page) {
  await signInOnPage(page, 'demo-admin');
  await page.goto('/ma4/charts?group=equ_top100');
  // The default view: the group's featured asset with the default sentiment indicator and buzz.
  await expect(chartReady(page)).toBeVisible({ timeout: 30_000 });
  await expect(seriesItems(page)).toHaveCount(2);
}

test.describe('Charts', () => {
  // Each test signs in and draws several charts (a cold route compiles on first use under `next dev`).
  test.describe.configure({ timeout: 120_000 });

  test('adding an asset and an indicator changes the URL and the plotted series', async ({ page }) => {
    await openDefaultChart(page);

    await page.getByLabel('Add asset').fill('a');
    const results = page.getByRole('region', { name: 'Asset search results' });
    const firstHit = results.getByRole('button').first();
    await expect(firstHit).toBeVisible({ timeout: 15_000 });
    await firstHit.click();
    // Two assets in the path, each with the two default indicators.
    await expect(page).toHaveURL(/\/ma4\/charts\/[^/?]+\/[^/?]+\?/, NAVIGATION);
    await expect(page.getByRole('list', { name: 'Chosen assets' }).getByRole('listitem')).toHaveCount(2, NAVIGATION);
    await expect(seriesItems(page)).toHaveCount(4);

    await page.getByLabel('Add indicator').selectOption({ label: 'Price' });
    await expect(page).toHaveURL(/[?&]ind=price(&|$)/, NAVIGATION);
    await expect(seriesItems(page)).toHaveCount(6);
    await expect(chartReady(page)).toBeVisible({ timeout: 30_000 });

    // The series list removes a series with the keyboard.
    const remove = seriesItems(page).first().getByRole('button');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(seriesItems(page)).toHaveCount(5);
    await expect(page).toHaveURL(/[?&]hide=/, NAVIGATION);
  });

  test('the hourly switch and the source selector are kept in the URL', async ({ page }) => {
    await openDefaultChart(page);
    await page.getByRole('button', { name: 'Hourly' }).click();
    await expect(page).toHaveURL(/[?&]freq=hourly(&|$)/, NAVIGATION);
    await expect(page.getByRole('button', { name: 'Hourly' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chartReady(page).or(page.getByText(/No data for this selection/))).toBeVisible({ timeout: 30_000 });

    await page.getByLabel('Source').selectOption({ label: 'News Media' });
    await expect(page).toHaveURL(/[?&]src=News(&|$)/, NAVIGATION);
    await expect(seriesItems(page).first()).toContainText('News Media');
  });

  test('the CSV export has a date column and one column per plotted series', async ({ page }) => {
    await openDefaultChart(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
    const header = lines[0]?.split(',') ?? [];
    expect(header[0]).toBe('date');
    // Columns are named asset/indicator/source: the default sentiment indicator and buzz, News and Social Media.
    expect(header).toHaveLength(3);
    expect(header.some((column) => /\/sentiment\/News_Social$/.test(column))).toBe(true);
    expect(header.some((column) => /\/buzz\/News_Social$/.test(column))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},/);
  });

  test("a signed-out visitor is refused with 'Account required'", async ({ page }) => {
    await page.goto('/ma4/charts');
    await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible(NAVIGATION);
    await expect(page.getByRole('list', { name: 'Plotted series' })).toHaveCount(0);
  });
});
