import { expect, test } from '@playwright/test';

test.describe('public data pages (signed out)', () => {
  test.describe.configure({ timeout: 120_000 });
  test('/app shows featured charts, a heatmap and top lists to a signed-out visitor', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Data Overview', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(/^Demo data:/).first()).toBeVisible();

    const charts = page.getByRole('list', { name: 'Featured charts' }).getByRole('img');
    await expect(charts.first()).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
    await expect(page.getByRole('img', { name: /^Heatmap of / })).toHaveAttribute('data-chart-ready', 'true', {
      timeout: 30_000,
    });
    const lists = page.getByRole('list', { name: 'Top lists' });
    await expect(lists.getByRole('link').first()).toHaveAttribute('href', /^\/asset\//);
    // The groups of each class need an account: the visitor is asked to sign in for them.
    await expect(page.getByText('Sign in to see the groups of each class')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Asset classes' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a market collection lists its assets, sorts them, and an unknown one says so', async ({ page }) => {
    await page.goto('/markets/cryptocurrencies');
    await expect(page.getByRole('heading', { name: /Cryptocurrencies/, level: 1 })).toBeVisible({ timeout: 45_000 });
    const assets = page.getByRole('region', { name: 'Assets' });
    const firstLink = assets.getByRole('link').first();
    await expect(firstLink).toHaveAttribute('href', /^\/asset\/[^/]+\?cls=crypto$/, { timeout: 30_000 });
    await expect(page.getByText(/Sign in for the group’s analytics/)).toBeVisible();

    const firstName = await firstLink.textContent();
    await page.keyboard.press('Escape');
    await assets.getByRole('button', { name: 'Asset' }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc|dir=asc&sort=name/);
    // The table re-renders after the URL changes: read it until it is in name order.
    await expect
      .poll(async () => {
        const names = await assets.getByRole('link').allTextContents();
        return (
          names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|') && names.includes(firstName ?? '')
        );
      })
      .toBe(true);

    const unknown = await page.goto('/markets/no-such-market');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
