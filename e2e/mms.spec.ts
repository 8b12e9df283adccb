import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/** The MMS screener (issue 15) on the tiny lake: outlets sort by a score, and an outlet's assets open their pages. */
const table = (page: Page) => page.getByRole('table');
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function columnValues(page: Page, header: string): Promise<number[]> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  const cells = await dataRows(page).evaluateAll(
    (rows, at) => rows.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''),
    index,
  );
  return cells.map((text) => Number(text.replace(/,/g, '').replace('–', 'NaN')));
}

test.describe('MMS screener', () => {
  test('sorts the outlets by a score either way, then ranks an outlet’s assets through to the asset page', async ({
    page,
  }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/mms/screener');
    await expect(dataRows(page).first()).toBeVisible({ timeout: 45_000 });
    expect(await dataRows(page).count()).toBeGreaterThan(3);

    const sentiment = table(page).getByRole('columnheader', { name: 'Sentiment' });
    await sentiment.getByRole('button').click();
    await expect(sentiment).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=sentiment/);
    const down = await columnValues(page, 'Sentiment');
    expect(down).toEqual([...down].sort((a, b) => b - a));
    await sentiment.getByRole('button').click();
    await expect(sentiment).toHaveAttribute('aria-sort', 'ascending');
    const up = await columnValues(page, 'Sentiment');
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBeLessThan(up.at(-1) ?? Number.NaN);

    // The first outlet's assets.
    const outlet = (await dataRows(page).first().getByRole('button').textContent()) ?? '';
    await dataRows(page).first().getByRole('button').click();
    await expect(page).toHaveURL(/view=assets/);
    await expect(page.getByLabel('Outlet', { exact: true })).toHaveValue(outlet);
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    const documents = await columnValues(page, 'Documents');
    expect(documents).toEqual([...documents].sort((a, b) => b - a));
    const asset = dataRows(page).first().getByRole('link');
    await expect(asset).toHaveAttribute('href', /^\/ma4\/asset\//);
    await asset.click();
    await expect(page).toHaveURL(/\/ma4\/asset\/[^/?]+/, { timeout: 30_000 });
  });
});

test.describe('MMS introduction, server-rendered', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees the kindest and harshest outlets of the data and the way in, without any script', async ({
    page,
  }) => {
    await page.goto('/mms/intro');
    const example = page.getByTestId('mms-example');
    await expect(example).toContainText(/\d+ outlets scored from \d{4}-\d{2}-\d{2}/);
    await expect(example.getByRole('table')).toHaveCount(2);
    const kindest = example.getByRole('table').first().getByRole('row');
    await expect(kindest.nth(1)).toContainText(/\+\d\.\d{3}/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/signin');
  });
});
