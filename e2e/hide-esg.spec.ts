import { expect, test } from '@playwright/test';
import { analyticsTabs, openMenu, setVisitorCountry, signInOnPage } from './support/session';

// spec §6: ESG content is hidden for visitors whose country code is IN.

test.describe('hideESG for visitors from IN', () => {
  test.afterEach(async () => {
    await setVisitorCountry('US');
  });

  test('ESG entries and pages say the content is not available in the region', async ({ page }) => {
    await setVisitorCountry('IN');
    await signInOnPage(page, 'demo-admin');
    const esg = await openMenu(page, 'ESG');
    const heatmaps = esg.getByRole('menuitem', { name: 'Heatmaps', exact: true });
    await expect(heatmaps).toHaveAttribute('aria-disabled', 'true');
    await heatmaps.hover();
    await expect(page.getByRole('tooltip')).toHaveText('ESG Content is not available in your region');
    await page.keyboard.press('Escape');

    await page.goto('/esg4/heatmaps');
    await expect(page.getByRole('heading', { name: 'ESG Content is not available in your region' })).toBeVisible();
    await expect(analyticsTabs(page)).toHaveCount(0);
    // Non-ESG pages stay open.
    await page.goto('/ma4/heatmaps');
    await expect(analyticsTabs(page)).toBeVisible();
  });

  test('ESG pages open for visitors from elsewhere', async ({ page }) => {
    await setVisitorCountry('US');
    await signInOnPage(page, 'demo-admin');
    await page.goto('/esg4/heatmaps');
    await expect(analyticsTabs(page)).toBeVisible();
  });

  test('an unanswered lookup means location unknown: ESG stays open after the 3000 ms timeout', async ({ page }) => {
    await fetch(`http://127.0.0.1:${process.env.E2E_GEO_PORT ?? 4199}/set?country=IN&delay=5000`, { method: 'POST' });
    await signInOnPage(page, 'demo-admin');
    await page.goto('/esg4/heatmaps');
    await expect(analyticsTabs(page)).toBeVisible({ timeout: 10_000 });
  });
});
