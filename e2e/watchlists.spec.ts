import { expect, type Page, test } from '@playwright/test';
import { downloadedText, signInOnPage } from './support/session';

/**
 * issue 15 '/settings/watchlists-v5': a watchlist made from a pasted text holds the assets the engine matched, and
 * survives an export and an import in both formats (CSV and a TradingView list); an import's bad lines are
 * reported by number while its good lines are kept.
 */

const TEXT = 'Bitcoin rallied overnight while the euro fell against the US dollar.';

async function createWatchlist(page: Page, name: string) {
  await page.getByLabel('New watchlist').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('This watchlist is empty')).toBeVisible();
}

async function assetCodes(page: Page): Promise<string[]> {
  const items = page.getByTestId('watchlist-assets').locator('li');
  return (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-asset') ?? ''))).sort();
}

async function importFile(page: Page, name: string, content: string) {
  await page.getByRole('tab', { name: 'Import a file' }).click();
  await page.getByLabel(/A CSV \(columns asset/).setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(content, 'utf8'),
  });
  const review = page.getByTestId('import-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  return review;
}

test.describe('Watchlists', () => {
  test('a watchlist from a pasted text survives export and import as CSV and as a TradingView list', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/settings/watchlists-v5');
    const stamp = Date.now().toString(36);
    await createWatchlist(page, `From text ${stamp}`);

    await page.getByRole('tab', { name: 'Match a text' }).click();
    await page.getByLabel(/A text \(news, a note\)/).fill(TEXT);
    await page.getByRole('button', { name: 'Find assets' }).click();
    const review = page.getByTestId('match-review');
    await expect(review).toBeVisible({ timeout: 30_000 });
    // The mentions are marked in the text.
    await expect(page.getByTestId('matched-text').locator('mark').first()).toBeVisible();
    await expect(page.getByTestId('matched-text').locator('mark', { hasText: 'Bitcoin' })).toBeVisible();
    await review.getByRole('button', { name: /^Add \d+ to the watchlist$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added \d+ asset/ })).toBeVisible();
    // The status can show before the list has redrawn with the added assets: wait for them.
    await expect.poll(() => assetCodes(page)).toEqual(expect.arrayContaining(['BTC', 'EUR', 'USD']));
    const original = await assetCodes(page);

    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'CSV', exact: true }).click());
    expect(csv.split(/\r?\n/)[0]).toBe('asset,class,symbol,name');
    const list = await downloadedText(page, () =>
      page.getByRole('button', { name: 'TradingView', exact: true }).click(),
    );
    expect(list).toContain('CRYPTO:BTCUSD');
    expect(list).toMatch(/^###/);

    // CSV, with a bad line: reported by its number, the good lines kept.
    await createWatchlist(page, `From CSV ${stamp}`);
    const csvReview = await importFile(page, 'list.csv', `${csv.trimEnd()}\r\n,crypto\r\n`);
    await expect(page.getByTestId('import-problems')).toContainText(/line \d+: column 'asset' is empty/);
    await csvReview.getByRole('button', { name: /^Add \d+ to the watchlist$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added \d+ asset/ })).toBeVisible();
    await expect.poll(() => assetCodes(page)).toEqual(original);

    // TradingView, with an unknown symbol: reported, the others kept.
    await createWatchlist(page, `From TradingView ${stamp}`);
    const listReview = await importFile(page, 'list.txt', `${list}NASDAQ:NOSUCHCO\n`);
    await expect(page.getByTestId('import-problems')).toContainText("'NASDAQ:NOSUCHCO' was not found");
    await listReview.getByRole('button', { name: /^Add \d+ to the watchlist$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /Added \d+ asset/ })).toBeVisible();
    await expect.poll(() => assetCodes(page)).toEqual(original);

    // The lists are stored: a reload shows them.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your watchlists' })).toContainText(`From text ${stamp}`);
    await expect(page.getByRole('list', { name: 'Your watchlists' })).toContainText(`From TradingView ${stamp}`);
  });

  test('names the field of a bad watchlist name', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/settings/watchlists-v5');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText("Field 'name': enter a name")).toBeVisible();
    await expect(page.getByLabel('New watchlist')).toHaveAttribute('aria-invalid', 'true');
  });
});
