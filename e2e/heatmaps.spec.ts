import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

const heatmap = (page: Page) => page.getByRole('img', { name: /^Heatmap of / });

/** Signs in on the full-page form (as signInOnPage does), with room for a slow first compile in `next dev`. */
test.describe('heatmaps (/ma4 and /esg4)', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
  });

  for (const base of ['/ma4', '/esg4']) {
    test(`${base}/heatmaps draws the group's tiles and a tile click opens the asset`, async ({ page }) => {
      await page.goto(`${base}/heatmaps`);
      const chart = heatmap(page);
      await expect(chart).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
      const box = await chart.boundingBox();
      if (!box) throw new Error('the heatmap has no box');
      // A squarified treemap draws its largest tile at the top left.
      await page.mouse.click(box.x + 15, box.y + 15);
      await expect(page).toHaveURL(new RegExp(`${base}/asset/[^/?]+`), { timeout: 30_000 });
    });
  }

  test('the colour indicator and the sector go into the URL; the table lists the tiles as links', async ({ page }) => {
    await page.goto('/ma4/heatmaps');
    await expect(heatmap(page)).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
    // The caption names the source in words (issue 13), the screens' one source.
    await expect(page.getByText(/Source News and Social Media ·/)).toBeVisible();

    const colour = page.getByLabel('Colour by', { exact: true });
    const current = await colour.inputValue();
    const other = await colour
      .locator('option')
      .evaluateAll((options, skip) => (options as HTMLOptionElement[]).find((o) => o.value !== skip)?.value, current);
    if (!other) throw new Error('no other colour indicator offered');
    await colour.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`varcolor=${other}`), { timeout: 20_000 });
    await expect(heatmap(page)).toHaveAttribute('data-chart-ready', 'true', { timeout: 30_000 });

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page).toHaveURL(/view=table/, { timeout: 20_000 });
    const firstLink = page.getByRole('table').getByRole('link').first();
    await expect(firstLink).toHaveAttribute('href', /\/ma4\/asset\//);

    await page.getByLabel('Sector', { exact: true }).selectOption('Technology');
    await expect(page).toHaveURL(/sector=Technology/, { timeout: 20_000 });
    // Either the sector's tiles or the empty state, never an error.
    await expect(page.getByRole('table').or(page.getByText(/^No result\./))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Heatmap' }).getByRole('alert')).toHaveCount(0);
  });
});
