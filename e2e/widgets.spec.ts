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
