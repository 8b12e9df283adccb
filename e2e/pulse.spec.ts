import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * The Pulse tool and dashboard (issue 15) on the tiny lake: a filter narrows the feed and lives in the URL, the
 * feed pages in as it is scrolled, an event opens its source articles, and an account without the Pulse
 * permission is refused.
 */
const events = (page: Page) => page.getByTestId('pulse-event');
const loadMore = (page: Page) => page.getByRole('button', { name: /Load more events|Loading more events/ });

/** Scrolls the feed to its end (the next page loads when the end comes into view) and returns how many events. */
async function loadWholeFeed(page: Page): Promise<number> {
  await expect(events(page).first().or(page.getByText('No events match these filters.'))).toBeVisible({
    timeout: 45_000,
  });
  for (let round = 0; round < 30 && (await loadMore(page).count()) > 0; round += 1) {
    const before = await events(page).count();
    await page.mouse.wheel(0, 100_000);
    await expect
      .poll(async () => (await events(page).count()) > before || (await loadMore(page).count()) === 0)
      .toBe(true);
  }
  await expect(page.getByTestId('pulse-count')).not.toContainText('more below');
  return events(page).count();
}

test.describe('Pulse', () => {
  test('a filter narrows the feed, is kept in the URL and survives a reload', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/pulse/tool');
    const all = await loadWholeFeed(page);
    // The tiny lake holds more company events than one page: scrolling loaded the rest.
    expect(all).toBeGreaterThan(20);
    await expect(page.getByTestId('pulse-count')).toHaveText(`${all} events`);

    await page.getByLabel('Sentiment', { exact: true }).selectOption('Negative');
    await expect(page).toHaveURL(/[?&]sentiment=Negative/);
    await expect
      .poll(async () => (await page.getByTestId('pulse-count').textContent()) ?? '')
      .not.toBe(`${all} events`);
    const negative = await loadWholeFeed(page);
    expect(negative).toBeGreaterThan(0);
    expect(negative).toBeLessThan(all);
    for (let i = 0; i < Math.min(negative, 5); i += 1) await expect(events(page).nth(i)).toContainText('Negative');

    await page.reload();
    await expect(page.getByLabel('Sentiment', { exact: true })).toHaveValue('Negative');
    expect(await loadWholeFeed(page)).toBe(negative);

    // Clearing the filters gives the whole feed back.
    await page.getByRole('button', { name: /Clear 1 filter/ }).click();
    await expect(page).not.toHaveURL(/sentiment=/);
    expect(await loadWholeFeed(page)).toBe(all);
  });

  test('an event opens its source articles', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/pulse/tool');
    const first = events(page).first();
    await expect(first).toBeVisible({ timeout: 45_000 });
    const toggle = first.getByRole('button', { name: 'Source documents' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The newest events are within the lake's retention window: their day's articles are listed.
    await expect(first.getByText(/articles? on .+ that day/)).toBeVisible({ timeout: 30_000 });
    await expect(first.getByRole('listitem').first()).toBeVisible();
  });

  test('the dashboard counts the events of its range and links a country to its feed', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/pulse/dashboard');
    const total = page.getByTestId('total-events');
    await expect(total).toHaveText(/^\d+$/, { timeout: 45_000 });
    expect(Number(await total.textContent())).toBeGreaterThan(0);
    await expect(page.getByTestId('strongest-events').getByRole('listitem').first()).toBeVisible();
    await page.getByRole('button', { name: '30 days' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    // A country of the map's list opens the feed of its companies.
    const country = page.getByRole('region', { name: 'Events by country on the map' }).getByRole('link').first();
    await expect(country).toBeVisible();
    const name = (await country.textContent()) ?? '';
    await country.click();
    await expect(page).toHaveURL(/\/pulse\/tool\?.*domicile=[A-Z]{2}/);
    await expect(events(page).first()).toContainText(name, { timeout: 30_000 });
  });

  test('an account without the Pulse permission is refused the tool and its calls', async ({ page }) => {
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/pulse/tool');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible({ timeout: 30_000 });
    await expect(events(page)).toHaveCount(0);
    const response = await page.request.get('/x/pulse/v1/events/equ/all?limit=1');
    expect(response.status()).toBe(403);
  });
});

test.describe('Pulse introduction, server-rendered', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor sees a live example from the data and the way in, without any script', async ({ page }) => {
    await page.goto('/pulse/intro');
    const example = page.getByTestId('pulse-example');
    await expect(example).toContainText(/\d+ events, \d+ negative and \d+ positive/);
    await expect(example.getByRole('listitem').first()).toContainText(/Level [123]/);
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('link', { name: 'Ask for a trial' })).toHaveAttribute('href', '/contact-us');
  });
});
