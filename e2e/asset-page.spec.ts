import { expect, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/** Signs in on the full-page form, with room for a slow first compile in `next dev`. */
test.describe('asset details (/ma4 and /esg4)', () => {
  for (const base of ['/ma4', '/esg4']) {
    test(`${base}: an unknown asset answers 404; Asset Details opens the group's asset with its data`, async ({
      page,
    }) => {
      // Two screens of a signed-in user, each compiled on first use by `next dev`.
      test.setTimeout(150_000);
      await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
      const unknown = await page.goto(`${base}/asset/no-such-asset-e2e`);
      expect(unknown?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 45_000 });

      await page.goto(`${base}/screener`);

      await page
        .getByRole('navigation', { name: 'Analytics screens' })
        .getByRole('link', { name: 'Asset Details' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${base}/asset/(?!no-such-asset)[^/?]+`), { timeout: 30_000 });
      // The header names the asset with its symbol and class.
      await expect(page.getByText('Symbol', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Class', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).not.toBeEmpty();
      // The chart is drawn.
      await expect(page.locator('[data-chart-ready]')).toHaveCount(1, { timeout: 45_000 });
      // The indicator panel lists indicators with a level and a rank.
      const indicators = page.getByRole('region', { name: 'Indicators' }).getByRole('table');
      await expect(indicators.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      expect(await indicators.getByRole('row').count()).toBeGreaterThan(2);
      await expect(indicators.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\d+ \/ \d+$/);
      await expect(page.getByRole('region', { name: 'Recent articles' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open in Charts' })).toHaveAttribute(
        'href',
        new RegExp(`^${base}/charts/`),
      );
    });
  }

  test('the asset page opens on the screens source, names it in words and carries it to Charts', async ({ page }) => {
    test.setTimeout(150_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/ma4/screener');
    await page
      .getByRole('navigation', { name: 'Analytics screens' })
      .getByRole('link', { name: 'Asset Details' })
      .click();
    await expect(page).toHaveURL(/\/ma4\/asset\/[^/?]+/, { timeout: 30_000 });
    const source = page.getByLabel('Source', { exact: true });
    await expect(source).toHaveValue('News_Social', { timeout: 30_000 });
    await expect(page.getByText('Source: News and Social Media', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in Charts' })).not.toHaveAttribute('href', /[?&]src=/);
    await source.selectOption('News');
    await expect(page).toHaveURL(/[?&]src=News(&|$)/, { timeout: 20_000 });
    await expect(page.getByText('Source: News Media', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Open in Charts' })).toHaveAttribute('href', /[?&]src=News(&|$)/);
  });

  test('the public asset page shows a signed-out visitor the summary and the sign-in prompt, not the data', async ({
    page,
    request,
  }) => {
    const featured = await request.get('/x/featuredchart?groups=crypto');
    expect(featured.ok()).toBe(true);
    const asset = ((await featured.json()) as { data: { asset: string | null }[] }).data[0]?.asset;
    if (!asset) throw new Error('the crypto group has no featured asset');
    await page.goto(`/asset/${asset}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${asset})`, { timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Login for Full Access' })).toBeVisible();
    await expect(page.getByText('Buzz', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Indicators' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent articles' })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/asset/${asset}$`));
    await expect(page).toHaveTitle(new RegExp(`\\(${asset}\\)`));

    const unknown = await page.goto('/asset/no-such-asset-e2e');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 30_000 });
  });
});
