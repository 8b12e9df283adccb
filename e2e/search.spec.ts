import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

// The global search dialog of spec §2, §5 and §9, driven from the app header on the Data Overview page.

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => dialogOf(page).getByRole('combobox');
const options = (page: Page) => dialogOf(page).getByRole('option');

/** Opens the Data Overview signed out and waits for the session check to end. */
async function openApp(page: Page) {
  await page.goto('/app');
  // spec §4: when the session check ends signed out, the account menu opens by itself and takes the focus;
  // close it first so that it cannot open over the search dialog mid-test.
  const accountMenu = page.getByRole('dialog', { name: 'Account' });
  await expect(accountMenu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accountMenu).toHaveCount(0);
}

/** Opens the dialog with Control+K and types `text`, then waits for the debounced results. */
async function search(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await expect(dialogOf(page)).toBeVisible();
  await searchBox(page).fill(text);
}

test.describe('global search dialog', () => {
  test('Control+K and Meta+K open it, Escape closes it', async ({ page }) => {
    await openApp(page);
    await expect(dialogOf(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialogOf(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(dialogOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('the header button opens it, showing the shortcut', async ({ page }) => {
    await openApp(page);
    const trigger = page.getByRole('button', { name: /Search/ });
    await expect(trigger).toContainText(/Ctrl K|⌘K/);
    await trigger.click();
    await expect(dialogOf(page)).toBeVisible();
  });

  test('closes on the close button and on an overlay click', async ({ page }) => {
    await openApp(page);
    await page.keyboard.press('Control+k');
    await dialogOf(page).getByRole('button', { name: 'Close search' }).click();
    await expect(dialogOf(page)).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(dialogOf(page)).toBeVisible();
    await page.mouse.click(5, 5); // the overlay, outside the dialog box
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('is at most 500 px wide and 90% of a narrow window', async ({ page }) => {
    await openApp(page);
    await page.keyboard.press('Control+k');
    expect((await dialogOf(page).boundingBox())?.width).toBe(500);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 700 });
    await page.keyboard.press('Control+k');
    expect((await dialogOf(page).boundingBox())?.width).toBeCloseTo(375 * 0.9, 0);
  });

  test('shows results only once the 800 ms debounce has elapsed', async ({ page }) => {
    await page.clock.install();
    await openApp(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    // Freeze time: from here on, timers fire only when the test advances the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await searchBox(page).fill('screener');
    await expect(searchBox(page)).toHaveValue('screener');
    await expect(options(page)).toHaveCount(0);
    await page.clock.runFor(799);
    await expect(options(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).filter({ hasText: 'LMA Screener' })).toHaveCount(1);
    await page.clock.resume();
  });

  test('each result shows a type badge and its target URL, in 42 px rows', async ({ page }) => {
    await openApp(page);
    await search(page, 'currencies');
    const market = options(page).filter({ hasText: '/markets/currencies' });
    await expect(market).toHaveCount(1);
    await expect(market).toContainText('market');
    await expect(market).toContainText('Currencies');
    expect((await market.boundingBox())?.height).toBe(42);
  });

  test('uses 43 px rows at 768 px or less', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await openApp(page);
    await search(page, 'currencies');
    const market = options(page).filter({ hasText: '/markets/currencies' });
    await expect(market).toHaveCount(1);
    expect((await market.boundingBox())?.height).toBe(43);
  });

  test("says 'No results found' when nothing matches", async ({ page }) => {
    await openApp(page);
    await search(page, 'qwxzvkj');
    await expect(dialogOf(page).getByText('No results found')).toBeVisible();
    await expect(options(page)).toHaveCount(0);
    await searchBox(page).fill('');
    await expect(dialogOf(page).getByText('No results found')).toHaveCount(0);
  });

  test('arrow keys move the focus and Enter opens the focused result, closing the dialog', async ({ page }) => {
    await openApp(page);
    await search(page, 'introduction');
    await expect(options(page).nth(2)).toBeVisible();
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const focused = options(page).nth(1);
    await expect(focused).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await focused.getAttribute('id')) ?? '');
    const url = await focused.getAttribute('data-url');
    expect(url).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${url}$`));
  });

  test("a signed-out visitor sees login pages disabled with the 'Account required' tooltip; Enter does nothing", async ({
    page,
  }) => {
    await openApp(page);
    await search(page, 'LMA Screener');
    const screener = options(page).filter({ hasText: '/ma4/screener' });
    await expect(screener).toHaveAttribute('aria-disabled', 'true');
    await screener.hover();
    await expect(screener).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tooltip')).toHaveText('Account required');
    await page.keyboard.press('Enter');
    await expect(dialogOf(page)).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    // Admin pages are not offered at all to a visitor.
    await searchBox(page).fill('Webapp Users');
    await expect(dialogOf(page).getByText('No results found')).toBeVisible();
  });

  test('a signed-in user opens the pages their permissions allow', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await search(page, 'LMA Screener');
    const screener = options(page).filter({ hasText: '/ma4/screener' });
    await expect(screener).not.toHaveAttribute('aria-disabled', 'true');
    await screener.click();
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/ma4\/screener$/);
  });

  test('signed in, an asset opens its full asset page; the result shows ticker and class, not a URL', async ({
    page,
  }) => {
    await signInOnPage(page, 'demo-admin');
    await search(page, 'apple');
    // An asset word offers no tool ("apple" once matched UI Samples).
    await expect(options(page)).toHaveCount(1);
    const apple = options(page).first();
    await expect(apple).toHaveAttribute('data-type', 'asset');
    await expect(apple).toContainText('Apple');
    await expect(apple).toContainText('AAPL · Companies');
    await expect(apple).not.toContainText('/asset/');
    await expect(apple).toHaveAttribute('data-url', /^\/ma4\/asset\/\d+\?group=equ$/);
    await page.keyboard.press('Enter');
    await expect(dialogOf(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/ma4\/asset\/\d+\?group=equ$/);
    await expect(page.getByText('Login for Full Access')).toHaveCount(0);
  });

  // Asset search is a signed-in call (/groupassets2, spec §6 'login'): a signed-out visitor gets markets, groups,
  // docs and tools only, so the ranking is checked signed in.
  test("an exact name comes first ('gold' finds Gold before tGOLD) and opens its asset page", async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await search(page, 'gold');
    const gold = options(page).first();
    await expect(gold).toHaveAttribute('data-type', 'asset');
    await expect(gold).toContainText('Gold');
    await expect(gold).toContainText('GOLD · Energy and Material');
    await expect(gold).toHaveAttribute('data-url', '/ma4/asset/GOLD?group=enm');
    await gold.click();
    await expect(page).toHaveURL(/\/ma4\/asset\/GOLD\?group=enm$/);
  });

  test('locks page scroll while open', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    await openApp(page);
    // Make sure the page is taller than the window whatever the overview shows.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
    });
    await page.keyboard.press('Control+k');
    await expect(dialogOf(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(20, 300);
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(dialogOf(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
