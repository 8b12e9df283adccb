import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/** signInOnPage with a longer wait for /app: the shared dev server can take over 5 s to render it. */
// A URL change is a soft navigation that the (dev) server answers; give it time on a busy machine.
const URL_WAIT_MS = 45_000;

const table = (page: Page) => page.getByRole('table');
/** The asset name links of the shown page, in row order. */
const nameLinks = (page: Page) => table(page).getByRole('link');
const buzzCells = (page: Page) => table(page).locator('tbody tr td:last-child');

async function numbers(page: Page): Promise<number[]> {
  return (await buzzCells(page).allTextContents()).map((text) => Number(text)).filter((n) => Number.isFinite(n));
}

test.describe('assets list (/ma4/assets/[page], /esg4/assets/[page])', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
  });

  test('pages through the group, with the page number in the path', async ({ page }) => {
    await page.goto('/ma4/assets/1?group=equ_top100');
    await expect(nameLinks(page).first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(/^1–\d+ of \d+ assets/)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const firstName = await nameLinks(page).first().textContent();
    await pages.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/ma4\/assets\/2\?group=equ_top100/, { timeout: URL_WAIT_MS });
    await expect(page.getByText(/^51–\d+ of \d+ assets/)).toBeVisible({ timeout: URL_WAIT_MS });
    await expect(nameLinks(page).first()).not.toHaveText(firstName ?? '');
    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/ma4\/assets\/1\?/, { timeout: URL_WAIT_MS });

    await page.goto('/ma4/assets/abc?group=equ_top100');
    await expect(page.getByText("'abc' is not a page number")).toBeVisible({ timeout: 45_000 });
    await page.goto('/ma4/assets/999?group=equ_top100');
    await expect(page.getByText('Page 999 does not exist')).toBeVisible({ timeout: 45_000 });
  });

  test('searches and sorts through the URL, and a row opens the asset', async ({ page }) => {
    await page.goto('/ma4/assets/1?group=equ_top100');
    await expect(nameLinks(page).first()).toBeVisible({ timeout: 45_000 });
    const wanted = (await nameLinks(page).nth(2).textContent()) ?? '';
    const search = page.getByLabel('Search assets');
    await search.fill(wanted);
    await expect(page).toHaveURL(/search=/, { timeout: URL_WAIT_MS });
    await expect(nameLinks(page).filter({ hasText: wanted })).toHaveCount(1, { timeout: URL_WAIT_MS });
    await search.fill('zzqqxx no such asset');
    await expect(page.getByText(/match 'zzqqxx no such asset'/)).toBeVisible({ timeout: URL_WAIT_MS });
    await search.fill('');
    await expect(page).not.toHaveURL(/search=/, { timeout: URL_WAIT_MS });

    await page.getByRole('button', { name: 'Sort by Buzz' }).click();
    await expect(page).toHaveURL(/sort=buzz/, { timeout: URL_WAIT_MS });
    await expect(table(page).getByRole('columnheader', { name: /Buzz/ })).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(async () => {
        const values = await numbers(page);
        return values.length > 1 && values.every((value, index) => index === 0 || (values[index - 1] ?? 0) >= value);
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Sort by Buzz' }).click();
    await expect(page).toHaveURL(/dir=asc/, { timeout: URL_WAIT_MS });
    await expect(table(page).getByRole('columnheader', { name: /Buzz/ })).toHaveAttribute('aria-sort', 'ascending');

    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(page).toHaveURL(/sort=name/, { timeout: URL_WAIT_MS });
    await expect(table(page).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    const first = nameLinks(page).first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/ma4\/asset\/[^/?]+/, { timeout: 30_000 });
    expect(name.length).toBeGreaterThan(0);
  });

  test('/esg4 lists the ESG group and links to the /esg4 asset page', async ({ page }) => {
    await page.goto('/esg4/assets/1');
    await expect(page.getByRole('heading', { name: /^Assets of .*ESG/ })).toBeVisible({ timeout: 45_000 });
    await expect(nameLinks(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(nameLinks(page).first()).toHaveAttribute('href', /^\/esg4\/asset\//);
  });
});
