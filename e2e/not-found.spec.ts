import { expect, test } from '@playwright/test';
import { accountMenuButton, analyticsTabs, signInOnPage } from './support/session';

// Issue 12 §4 and §6: a URL that matches no page, and a page whose asset, group or market does not exist, answer
// 404 with the product's not-found page inside the app shell (header and a way back), not a bare page or a 200.

test.describe('not-found pages', () => {
  test('an unknown path shows the not-found page inside the app shell, with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // The app header stays, so its menus are a way on.
    await expect(accountMenuButton(page)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Data Overview' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('the coverage-list links of the menus open their pages', async ({ page }) => {
    for (const path of ['/ma4/download/coverage', '/esg4/download/coverage', '/transcripts/download/coverage']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Coverage List');
      // Signed out: the page's gate, not its content.
      await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible();
    }
  });

  test('unknown asset, group and market pages answer 404; known ones open', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    for (const path of [
      '/ma4/asset/NOPE-e2e',
      '/esg4/asset/NOPE-e2e',
      '/ma4/equ/nope/overview',
      '/ma4/nope/equ_top100/overview',
      '/esg4/equcor/nope/overview',
      '/asset/NOPE-e2e',
      '/markets/nope',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(accountMenuButton(page)).toBeVisible();
    }
    const known = await page.goto('/ma4/equ/equ_top100/overview');
    expect(known?.status()).toBe(200);
    await expect(analyticsTabs(page)).toBeVisible();
    const market = await page.goto('/markets/currencies');
    expect(market?.status()).toBe(200);
  });
});
