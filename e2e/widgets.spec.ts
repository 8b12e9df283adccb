import { expect, test } from '@playwright/test';

test.describe('embeddable widgets', () => {
  test('the gallery shows each widget live in an iframe with its embed code', async ({ page }) => {
    // The page's load event waits for every preview frame: wait for the document only.
    test.setTimeout(120_000);
    await page.goto('/widgets?group=crypto', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('region', { name: 'Heatmap' });
    await expect(card.getByLabel('Embed code')).toHaveValue(/<iframe src="[^"]*\/widget\/heatmap\?group=crypto/, {
      timeout: 45_000,
    });
    await card.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe[title="Heatmap preview"]');
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('heatmap', { timeout: 45_000 });
    await expect(frame.locator('[data-chart-ready]')).toHaveCount(1, { timeout: 45_000 });
    // The asset widget reads the public summary (no session inside the frame).
    const assetFrame = page.frameLocator('iframe[title="Asset sentiment preview"]');
    await page.getByRole('region', { name: 'Asset sentiment' }).scrollIntoViewIfNeeded();
    await expect(assetFrame.getByText('Buzz', { exact: true })).toBeVisible({ timeout: 45_000 });
  });

  test('the chart widget charts an asset named by ?asset= over the public window, and a group as before', async ({
    page,
  }) => {
    await page.goto('/widget/chart?asset=BTC');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bitcoin (BTC)', { timeout: 45_000 });
    await expect(page.getByText(/last 90 days, \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(page.locator('[data-chart-ready]')).toHaveCount(1, { timeout: 45_000 });
    await expect(page.getByRole('img', { name: /Bitcoin: daily buzz and .+ over the last 90 days/ })).toBeVisible();
    // Without an asset the chart is still the featured asset of the group.
    await page.goto('/widget/chart?group=crypto');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('All Cryptocurrencies', { timeout: 45_000 });
    await expect(page.locator('[data-chart-ready]')).toHaveCount(1, { timeout: 45_000 });
  });

  test('an asset widget of an unknown asset says so', async ({ page }) => {
    // Next.js has an alert of its own (the route announcer): look for the widget's.
    await page.goto('/widget/chart?asset=no-such-asset');
    await expect(page.getByRole('alert').filter({ hasText: 'Unknown asset' })).toContainText(
      "Unknown asset 'no-such-asset': there is no such asset in the data.",
      { timeout: 45_000 },
    );
    await page.goto('/widget/asset?asset=no-such-asset');
    await expect(page.getByRole('alert').filter({ hasText: 'Unknown asset' })).toContainText(
      "Unknown asset 'no-such-asset'",
      { timeout: 45_000 },
    );
  });

  test('the gallery offers the asset chart of an asset picked from the data, with its embed code', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/widgets?asset=ETH', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('region', { name: 'Asset chart' });
    await expect(card.getByLabel('Embed code')).toHaveValue(/<iframe src="[^"]*\/widget\/chart\?asset=ETH"/, {
      timeout: 45_000,
    });
    // An example asset of the data sets the asset (and its class) of every asset widget.
    const examples = page.getByLabel('Example asset');
    await expect(examples).toBeEnabled({ timeout: 45_000 });
    const first = examples.locator('option:not([value=""])').first();
    const value = (await first.getAttribute('value')) ?? '';
    const [cls, asset] = value.split(':');
    await examples.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`asset=${encodeURIComponent(asset ?? '')}`));
    await expect(card.getByLabel('Embed code')).toHaveValue(
      new RegExp(`/widget/chart\\?asset=${encodeURIComponent(asset ?? '')}&amp;cls=${cls}"`),
    );
    await card.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe[title="Asset chart preview"]');
    await expect(frame.locator('[data-chart-ready]')).toHaveCount(1, { timeout: 45_000 });
  });

  test('only the widgets may be framed by other sites', async ({ request }) => {
    const widget = await request.get('/widget/toplist');
    expect(widget.headers()['x-frame-options']).toBeUndefined();
    expect(widget.headers()['content-security-policy']).toContain('frame-ancestors *');
    const gallery = await request.get('/widgets');
    expect(gallery.headers()['x-frame-options']).toBe('DENY');
    expect(gallery.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('an unknown widget type says so', async ({ page }) => {
    await page.goto('/widget/no-such-widget');
    await expect(page.getByRole('alert').filter({ hasText: 'Unknown widget' })).toContainText(
      "Unknown widget type 'no-such-widget'",
      { timeout: 45_000 },
    );
  });
});
