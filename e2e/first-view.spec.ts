import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

// The first view of a chart link is drawn by the server (an SVG in the page), so it shows before the
// screen's scripts have run; the interactive chart then replaces it. Only for an account that may see the data.

const snapshot = (page: Page) => page.locator('[data-chart-snapshot]');

/** Opens a page with the app's scripts held back: what a visitor sees before they have loaded. */
async function openWithoutScripts(page: Page, path: string) {
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto(path);
}

test.describe('server-drawn first views', () => {
  test('a chart link shows its chart before the scripts, then the interactive chart replaces it', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await openWithoutScripts(page, '/ma4/charts?group=equ_top100');
    await expect(snapshot(page)).toBeVisible({ timeout: 30_000 });
    // The default view: the featured asset's default sentiment and buzz, as the screen plots them.
    await expect(snapshot(page)).toHaveAttribute('aria-label', /^Preview: Chart of .+ · Sentiment · .+ · Buzz · /);
    await expect(snapshot(page).locator('svg path[stroke="#2563eb"]').first()).toBeAttached();

    await page.unrouteAll();
    await page.goto('/ma4/charts?group=equ_top100');
    await expect(page.locator('[data-chart-ready]')).toBeVisible({ timeout: 30_000 });
    await expect(snapshot(page)).toHaveCount(0);
  });

  test('a phone gets the picture drawn for its narrow screen', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await openWithoutScripts(page, '/ma4/charts?group=equ_top100');
    await expect(snapshot(page).locator('svg')).toHaveAttribute('viewBox', '0 0 1200 420', { timeout: 30_000 });
    // Chromium says it runs on a phone in Sec-CH-UA-Mobile.
    await page.setExtraHTTPHeaders({ 'sec-ch-ua-mobile': '?1' });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ma4/charts?group=equ_top100');
    await expect(snapshot(page).locator('svg')).toHaveAttribute('viewBox', '0 0 360 420', { timeout: 30_000 });
  });

  test('no picture for a visitor who may not see the data', async ({ page }) => {
    // Signed out: no key, no picture (the screen then says 'Account required').
    await openWithoutScripts(page, '/ma4/charts?group=equ_top100');
    await expect(page.getByRole('status', { name: 'Loading the chart' })).toBeVisible({ timeout: 30_000 });
    await expect(snapshot(page)).toHaveCount(0);

    // ESG pages: ESG may be hidden for the visitor's location, which only the browser learns (spec §6 hideESG), so
    // the page carries no ESG data at all, not even in its hidden payload.
    await page.unrouteAll();
    await signInOnPage(page, 'demo-admin');
    await openWithoutScripts(page, '/esg4/charts');
    await expect(page.getByRole('heading', { name: 'LMA-ESG Charts' })).toBeVisible({ timeout: 30_000 });
    const html = await page.content();
    expect(html).not.toContain('data-chart-snapshot');
    expect(html).not.toContain('Chart of');
  });
});
