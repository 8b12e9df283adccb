import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * Signs in on the full-page form. Unlike signInOnPage it does not wait for the redirect to /app (a route this
 * spec does not need, slow to compile on a busy dev server): the account menu naming the user is enough.
 */
const screener = (page: Page) => page.getByRole('region', { name: 'Screener' });
const table = (page: Page) => screener(page).getByRole('table');
/** The table's data rows (the header row is the first row). */
const dataRows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const rowCount = (page: Page) => screener(page).getByText(/^\d+ assets?$/);

async function shownCount(page: Page): Promise<number> {
  const text = (await rowCount(page).textContent()) ?? '';
  return Number(text.split(' ')[0]);
}

/** The numbers of one column (by its header's position) in the first `n` data rows. */
async function columnValues(page: Page, header: string, n: number): Promise<number[]> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  const values: number[] = [];
  const rows = dataRows(page);
  const count = Math.min(n, await rows.count());
  for (let i = 0; i < count; i += 1) {
    const text = await rows.nth(i).getByRole('cell').nth(index).textContent();
    // NA for a missing value; thousands are grouped ('1,234.5'), as every screen writes them.
    const cell = (text ?? '').trim();
    values.push(cell === 'NA' ? Number.NaN : Number(cell.replace(/,/g, '')));
  }
  return values;
}

test.describe('screener (/ma4 and /esg4)', () => {
  for (const base of ['/ma4', '/esg4']) {
    test(`${base}/screener lists the group's assets, each a link to its asset page`, async ({ page }) => {
      await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
      await page.goto(`${base}/screener`);
      await expect(dataRows(page).first()).toBeVisible({ timeout: 45_000 });
      expect(await shownCount(page)).toBeGreaterThan(0);
      const link = dataRows(page).first().getByRole('link');
      await expect(link).toHaveAttribute('href', new RegExp(`^${base}/asset/`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${base}/asset/[^/?]+`), { timeout: 30_000 });
    });
  }

  test('sorting by a column, the minimum buzz filter and the CSV export', async ({ page }) => {
    // Several reloads of the table on a 2-core machine.
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/ma4/screener');
    await expect(dataRows(page).first()).toBeVisible({ timeout: 45_000 });
    const total = await shownCount(page);

    // A header button sorts by its column, largest first; again, smallest first.
    const buzzHeader = table(page).getByRole('button', { name: 'Buzz', exact: true });
    await buzzHeader.click();
    await expect(page).toHaveURL(/sort=buzz(%3A|:)level/, { timeout: 20_000 });
    await expect(table(page).getByRole('columnheader', { name: 'Buzz', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await columnValues(page, 'Buzz', 5);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await buzzHeader.click();
    await expect(page).toHaveURL(/dir=asc/, { timeout: 20_000 });
    await expect(table(page).getByRole('columnheader', { name: 'Buzz', exact: true })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await columnValues(page, 'Buzz', 5);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(descending[0] ?? 0);

    // The least buzz of the busiest asset keeps it and drops the quieter ones.
    const threshold = Math.floor(descending[0] ?? 0);
    await page.getByLabel('Minimum buzz').fill(String(threshold));
    await page.getByLabel('Minimum buzz').press('Enter');
    await expect(page).toHaveURL(new RegExp(`minbuzz=${threshold}`), { timeout: 20_000 });
    await expect.poll(() => shownCount(page), { timeout: 30_000 }).toBeLessThan(total);
    const filtered = await shownCount(page);
    expect(filtered).toBeGreaterThan(0);

    // The CSV holds the shown columns and one line per shown row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      screener(page).getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).split(/\r?\n/).filter((line) => line !== '');
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 2)).toEqual(['Name', 'Symbol']);
    expect(header).toContain('Buzz');
    expect(header).toContain('Sentiment change (1 day)');
    expect(lines.length - 1).toBe(filtered);
  });

  test("a signed-out visitor is refused with 'Account required'", async ({ page }) => {
    await page.goto('/ma4/screener');
    await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Screener' })).toHaveCount(0);
  });
});
