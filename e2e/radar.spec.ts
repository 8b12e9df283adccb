import { expect, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * issue 15 '/radar/radar-ui': the monitor lists assets most unusual first (max |z| of buzz and sentiment against
 * their own trailing window), says which day it is of and that the data is simulated, keeps its filters in the
 * URL and opens an asset's chart; the Radar intro shows a live example to a visitor.
 */

test.describe('Radar monitor', () => {
  test('lists assets sorted by unusualness, as of the lake’s last day, and opens an asset', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/radar/radar-ui?cls=crypto');
    const rows = page.getByTestId('radar-monitor-row');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    const lakeInfo = await page.evaluate(async () => {
      const response = await fetch('/x/lake-info', { credentials: 'same-origin' });
      return ((await response.json()) as { data: { to: string } }).data;
    });
    await expect(page.getByTestId('radar-as-of')).toContainText(`As of ${lakeInfo.to}`);
    await expect(page.getByText(/demo data/i).first()).toBeVisible();

    const sizes = await rows.evaluateAll((nodes) =>
      nodes.map((node) => {
        const value = node.getAttribute('data-unusualness');
        return value === null || value === '' ? -1 : Number(value);
      }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(sizes[0]).toBeGreaterThan(0);

    // A filter goes to the URL and narrows the list.
    await page.getByRole('searchbox', { name: 'Search' }).fill('bitcoin');
    await expect(page).toHaveURL(/search=bitcoin/);
    await expect(rows.filter({ hasText: 'Bitcoin' }).first()).toBeVisible();

    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/ma4\/asset\/[^?]+\?group=crypto/);
  });

  test('refuses the monitor to an account without the Radar permission', async ({ page }) => {
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/radar/radar-ui');
    await expect(page.getByTestId('radar-monitor-table')).toHaveCount(0);
    await expect(page.locator('[data-access-denied]').first()).toContainText('Permission required', {
      timeout: 30_000,
    });
  });

  test('the Radar intro shows a visitor a live example and the way in', async ({ page }) => {
    await page.goto('/radar/intro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('radar-intro-example').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to Radar' })).toHaveAttribute('href', /\/signin/);
  });

  test('the thematic tool scores a theme from the URL and names the field of a bad one', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/radar/thematic?terms=shares,%20rally');
    const figures = page.getByTestId('thematic-figures');
    await expect(figures).toBeVisible({ timeout: 60_000 });
    await expect(figures).toContainText('“shares”');
    await expect(page.getByTestId('thematic-chart')).toBeVisible();
    await expect(page.getByTestId('thematic-assets').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('thematic-examples').locator('li').first()).toContainText(/matched “(shares|rally)”/);

    await page.getByLabel(/Keywords and phrases/).fill('x');
    await page.getByRole('button', { name: 'Score theme' }).click();
    await expect(page.getByText("Field 'terms': 'x' must have 2 to 60 characters")).toBeVisible();
    await expect(page.getByLabel(/Keywords and phrases/)).toHaveAttribute('aria-invalid', 'true');
  });
});
