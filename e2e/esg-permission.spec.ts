import { expect, type Page, test } from '@playwright/test';
import { analyticsTabs, signInOnPage } from './support/session';

// Issue 12 §4: an account without the esg data permission (demo-noesg, Account Info 'LMA-ESG: none') opens the
// /esg4 pages (spec §6: login), and their data parts say 'Permission required' with the server's reason instead
// of showing ESG scores.

const refusals = (page: Page) => page.locator('[data-access-denied="permission"]');

async function expectRefusedData(page: Page) {
  await expect(analyticsTabs(page)).toBeVisible({ timeout: 30_000 });
  await expect(refusals(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(refusals(page).first()).toContainText('Permission required');
  await expect(refusals(page).first()).toContainText('esg data permission');
  // No table of scores.
  await expect(page.getByRole('main').getByRole('table')).toHaveCount(0);
}

test.describe('ESG data without the esg data permission', () => {
  test('the /esg4 overview, screener and asset page open and show Permission required with the reason', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-noesg');

    await page.goto('/esg4/equcor/equcor_top100/overview');
    await expectRefusedData(page);

    await page.goto('/esg4/screener?group=equcor_top100');
    await expectRefusedData(page);

    await analyticsTabs(page).getByRole('link', { name: 'Asset Details' }).click();
    await expect(page).toHaveURL(/\/esg4\/asset\/[^/?]+/, { timeout: 30_000 });
    await expectRefusedData(page);
  });

  test('the same screens show ESG data to an account with the permission', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await page.goto('/esg4/screener?group=equcor_top100');
    await expect(page.getByRole('main').getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expect(refusals(page)).toHaveCount(0);
  });
});
