import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { downloadedText, signInOnPage } from './support/session';

/**
 * issue 14 'Pull data' and 'Coverage list': the file a download page produces equals the API's answer for the same
 * request; a pasted unknown ticker is named; bad dates and a pull past the limit name the field; the coverage list
 * searches and its CSV has the rows the page shows; the pages refuse who may not open them.
 */

/** An API answer fetched by the page itself (same origin, the session cookie), as text. */
async function apiText(page: Page, path: string): Promise<string> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return response.text();
  }, `/x${path}`);
}

interface Asset {
  assetCode: string;
  name: string;
  Ticker: string | null;
}

test.describe('Pull Data (by Asset)', () => {
  test('downloads for two assets a CSV equal to the API answer for the same request', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    const info = JSON.parse(await apiText(page, '/lake-info')) as { data: { to: string } };
    const assets = (JSON.parse(await apiText(page, '/rma/v4/equ/assets')) as { data: Asset[] }).data.filter(
      (asset) => asset.Ticker,
    );
    const [first, second] = assets as [Asset, Asset];
    const end = info.data.to;
    const start = `${end.slice(0, 8)}01`;
    await page.goto(
      `/ma4/download/pull?class=equ&freq=dai&assets=${first.assetCode}&cols=sentiment&src=News_Social&start=${start}&end=${end}&format=csv`,
    );
    // The second asset through the search, by keyboard.
    const search = page.getByRole('combobox', { name: /Search assets/ });
    await search.fill(second.Ticker as string);
    await expect(page.getByRole('listbox', { name: 'Matching assets' }).getByRole('option').first()).toBeVisible({
      timeout: 30_000,
    });
    await search.press('Enter');
    await expect(page.getByTestId('pull-selected').locator(`[data-asset-code="${second.assetCode}"]`)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(
      new RegExp(`assets=${first.assetCode}%2C${second.assetCode}|assets=${first.assetCode},${second.assetCode}`),
    );

    const query = `assets=${first.assetCode},${second.assetCode}&datacols=sentiment&datatype=News_Social&start_date=${start}&end_date=${end}&format=csv`;
    await expect(page.getByTestId('pull-api-url')).toContainText(`/x/rma/v4/data/equ/dai?${query}&apikey=YOUR_API_KEY`);
    await expect(page.getByTestId('pull-code-sample')).toContainText('YOUR_API_KEY');

    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('pull-preview')).toBeVisible({ timeout: 30_000 });

    const file = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    const answer = await apiText(page, `/rma/v4/data/equ/dai?${query}`);
    expect(file).toBe(answer);
    const lines = file.trimEnd().split('\n');
    expect(lines[0]).toBe('id,assetCode,ticker,windowTimestamp,dataType,systemVersion,mentions,buzz,sentiment');
    const codes = new Set(lines.slice(1).map((line) => line.split(',')[1]));
    expect(codes).toEqual(new Set([first.assetCode, second.assetCode]));
    await expect(page.getByTestId('pull-saved')).toContainText(`${lines.length - 1} rows saved`);
  });

  test('names a pasted unknown ticker, a bad range and a pull past the limit', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    const assets = (JSON.parse(await apiText(page, '/rma/v4/equ/assets')) as { data: Asset[] }).data;
    const known = assets.find((asset) => asset.Ticker) as Asset;
    await page.goto('/ma4/download/pull?class=equ&start=2026-11-10&end=2026-11-01');
    await expect(page.getByText('End date: must be after the start date (the end date is not included).')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    await page.getByLabel(/Paste tickers/).fill(`${known.Ticker}, NOTATICKER9`);
    await page.getByRole('button', { name: 'Add pasted assets' }).click();
    await expect(page.getByTestId('pull-unknown')).toContainText('NOTATICKER9 is not an asset of Companies');
    await expect(page.getByTestId('pull-selected').locator(`[data-asset-code="${known.assetCode}"]`)).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`/ma4/download/pull?class=equ&freq=hou&assets=${known.assetCode}&start=2010-01-01&end=2026-11-01`);
    const over = page.getByText(/more than the 100,000 one pull may span/);
    await expect(over).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'bulk files (one per day)' })).toHaveAttribute(
      'href',
      '/ma4/download/files',
    );
  });

  test('is refused to a visitor, and an account without a product data permission sees no class', async ({ page }) => {
    test.setTimeout(180_000);
    // No demo account lacks every data permission (demo-noesg lacks esg only): the page refuses the visitor, and
    // the esg pages show demo-noesg that it has no esg class.
    await page.goto('/ma4/download/pull');
    await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible({ timeout: 30_000 });
    await signInOnPage(page, 'demo-noesg', { timeout: 30_000 });
    await page.goto('/esg4/download/coverage');
    await expect(page.getByText('Your account has no esg data permission for any asset class.')).toBeVisible({
      timeout: 30_000,
    });
  });
});

test.describe('Coverage List', () => {
  test('loads every asset, searches, and downloads a CSV with the rows shown', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    const coverage = (JSON.parse(await apiText(page, '/rma/v4/equ/coverage')) as { data: Asset[] }).data;
    await page.goto('/ma4/download/coverage?class=equ');
    const count = page.getByTestId('coverage-count');
    await expect(count).toHaveText(`${coverage.length} assets`, { timeout: 30_000 });
    await expect(page.getByTestId('coverage-table')).toBeVisible();

    const all = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    const parsed = Papa.parse<string[]>(all.trimEnd());
    expect(parsed.data[0]?.slice(0, 4)).toEqual(['Name', 'Asset code', 'RIC', 'Ticker']);
    expect(parsed.data.length - 1).toBe(coverage.length);

    const name = (coverage[0] as Asset).name;
    await page.getByLabel('Search').fill(name);
    await expect(count).toHaveText(new RegExp(`^\\d+ of ${coverage.length} assets$`), { timeout: 30_000 });
    await expect(page).toHaveURL(/q=/, { timeout: 30_000 });
    const shown = Number((await count.textContent())?.split(' ')[0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(coverage.length);
    const some = await downloadedText(page, () => page.getByRole('button', { name: /Download CSV/ }).click());
    const someRows = Papa.parse<string[]>(some.trimEnd()).data.slice(1);
    expect(someRows).toHaveLength(shown);
    expect(someRows.map((row) => row[0])).toContain(name);
  });
});
