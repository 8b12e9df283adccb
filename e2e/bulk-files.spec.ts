import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * issue 14 'Bulk files': as demo-admin, pick a class, frequency and range; the files show with their sizes; a
 * downloaded file's bytes equal the API's answer for the same file; a download cut halfway and resumed with a
 * Range request (through the web's /x proxy, signed by the session cookie) equals the whole file.
 */

/** Bytes of a same-origin call made by the page (the session cookie), with the answer's status and headers. */
async function fetchBytes(page: Page, url: string, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { credentials: 'same-origin', headers });
      const bytes = Array.from(new Uint8Array(await response.arrayBuffer()));
      return {
        status: response.status,
        bytes,
        contentRange: response.headers.get('content-range'),
        acceptRanges: response.headers.get('accept-ranges'),
      };
    },
    { url, headers },
  );
}

test('lists the bulk files of a class and range, downloads one equal to the API answer, and resumes one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
  const info = (await (await page.request.get('/x/lake-info')).json()) as { data: { to: string } };
  const to = info.data.to;
  await page.goto('/ma4/download/files');
  await expect(page.getByRole('link', { name: 'Bulk Files (by Class)' })).toHaveAttribute('aria-current', 'page', {
    timeout: 60_000,
  });

  // Class and frequency go to the URL at once; the dates on 'List files'.
  await page.getByLabel('Class').selectOption('cou');
  await page.getByLabel('Frequency').selectOption('dai');
  await expect(page).toHaveURL(/class=cou/);
  // An end before the start names the field and lists nothing.
  await page.getByLabel('Start date').fill(to);
  await page.getByLabel('End date').fill('2020-01-01');
  await page.getByRole('button', { name: 'List files' }).click();
  await expect(page.getByText('End date: must be on or after the start date')).toHaveAttribute('role', 'alert');
  await expect(page.getByLabel('End date')).toHaveAttribute('aria-invalid', 'true');

  const start = new Date(Date.parse(`${to}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('End date').fill(to);
  await page.getByRole('button', { name: 'List files' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${start}.*to=${to}`));
  const rows = page.getByTestId('bulk-file');
  await expect(rows).toHaveCount(3, { timeout: 120_000 });
  await expect(page.getByTestId('files-summary')).toContainText(/3 files, [\d.]+ (kB|MB) in all/);
  await expect(rows.first()).toContainText(/[\d.]+ (kB|MB)/);

  // The page's link downloads the same bytes as the API gives for the same file.
  const link = rows.last().getByRole('link', { name: /^Download/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/x\/rma\/v4\/files\/cou\/dai\/PRO\.Live\.COU\.WDAI_UDAI\./);
  expect(href).not.toContain('apikey');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  if (!path || !href) throw new Error('the download was not saved');
  const downloaded = await readFile(path);
  const api = await page.request.get(`/x${href.slice(2)}`);
  expect(api.status()).toBe(200);
  expect(downloaded.equals(await api.body())).toBe(true);

  // Cut halfway, then resumed with a Range request through /x: the two parts are the whole file.
  const whole = await fetchBytes(page, href);
  const half = Math.floor(whole.bytes.length / 2);
  const head = await fetchBytes(page, href, { range: `bytes=0-${half - 1}` });
  const rest = await fetchBytes(page, href, { range: `bytes=${half}-` });
  expect([head.status, rest.status]).toEqual([206, 206]);
  expect(rest.acceptRanges).toBe('bytes');
  expect(rest.contentRange).toBe(`bytes ${half}-${whole.bytes.length - 1}/${whole.bytes.length}`);
  expect([...head.bytes, ...rest.bytes]).toEqual(whole.bytes);
  expect(Buffer.from(whole.bytes).equals(downloaded)).toBe(true);
});

test('offers only the classes of the data permissions', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnPage(page, 'demo-noesg', { timeout: 30_000 });
  await page.goto('/ma4/download/files?class=equ&freq=dai');
  const options = page.getByLabel('Class').locator('option');
  await expect(options.first()).toBeAttached({ timeout: 60_000 });
  // demo-noesg reads every rma class: each is offered, and nothing of another product.
  const values = await options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  expect(values).toContain('equ');
  expect(values).not.toContain('equcor');
});

test('opens on the companies class, shows the sizes and fits a 375 px phone screen, in each download area', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [area, defaultClass] of [
    ['ma4', /^Companies \(equ\)$/],
    ['esg4', /^Companies \(ESG Core\) \(equcor\)$/],
    ['transcripts', null],
  ] as const) {
    await page.goto(`/${area}/download/files`);
    if (defaultClass) {
      // The link names no class: the companies class is chosen, while the list keeps the table's order.
      await expect(page.getByLabel('Class').locator('option:checked')).toHaveText(defaultClass, { timeout: 60_000 });
    }
    await expect(page.getByTestId('files-summary')).toBeVisible({ timeout: 120_000 });
    // Every area lists its files with their sizes and the total; a transcript also with its JSON file's size.
    await expect(page.getByTestId('files-summary')).toContainText(/[\d.]+ (B|kB|MB) in all/);
    const row = page.getByTestId('bulk-file').first();
    await expect(row).toContainText(/\d[\d.]* (B|kB|MB)/);
    if (area === 'transcripts') {
      await expect(page.getByTestId('files-summary')).toContainText(/[\d.]+ (B|kB|MB) as JSON/);
      await expect(row.getByRole('link', { name: /^JSON / })).toContainText(/\d[\d.]* (B|kB|MB)/);
    }
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(width.scroll, `${area}: nothing wider than the screen`).toBeLessThanOrEqual(width.inner);
  }
});
