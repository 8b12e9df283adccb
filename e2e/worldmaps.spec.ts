import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

const worldMap = (page: Page) => page.getByRole('img', { name: /^World map of / });

/** Signs in on the full-page form (as signInOnPage does), with room for a slow first compile in `next dev`. */
test.describe('world maps (/ma4 and /esg4)', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
  });

  test('a country group shows its countries in the table and a value on hover', async ({ page }) => {
    await page.goto('/ma4/worldmaps?group=cou');
    const map = worldMap(page);
    await expect(map).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBeGreaterThan(2);
    await expect(page.getByRole('table').getByRole('link').first()).toHaveAttribute('href', /\/ma4\/asset\//);

    // Sweep the pointer over the map until the tooltip names a country with a value.
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    const tooltip = map.getByText(/Sentiment: [-+]?\d/);
    let isShown = false;
    for (let y = 0.2; y <= 0.75 && !isShown; y += 0.08) {
      for (let x = 0.1; x <= 0.9 && !isShown; x += 0.05) {
        await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
        await page.waitForTimeout(40);
        isShown = (await tooltip.count()) > 0;
      }
    }
    expect(isShown).toBe(true);

    // The table sorts by country name on request.
    const countryHeader = page.getByRole('columnheader', { name: 'Country' });
    await countryHeader.getByRole('button').click();
    await expect(countryHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the ESG edition draws its country group', async ({ page }) => {
    await page.goto('/esg4/worldmaps?group=coucor');
    await expect(worldMap(page)).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
    await expect(page.getByRole('table').getByRole('link').first()).toHaveAttribute('href', /\/esg4\/asset\//);
  });

  test('a group of another class gets a message with links to the country groups', async ({ page }) => {
    await page.goto('/ma4/worldmaps?group=equ_top100');
    await expect(page.getByRole('heading', { name: 'World maps show country groups' })).toBeVisible({
      timeout: 45_000,
    });
    await page.getByRole('link', { name: 'All Countries', exact: true }).click();
    await expect(page).toHaveURL(/\/ma4\/worldmaps\?group=cou$/, { timeout: 20_000 });
    await expect(worldMap(page)).toBeVisible({ timeout: 45_000 });
  });
});
