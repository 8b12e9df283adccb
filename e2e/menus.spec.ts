import { expect, type Page, test } from '@playwright/test';
import { accountMenu, accountMenuButton, analyticsTabs, openMenu, signInOnPage } from './support/session';

// Menus and disabled-link messages per role (spec §2 'App header', §6), and the route guards.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Escape closes the tooltip first, then the menu (each is its own layer). */
async function closeMenus(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

async function expectDisabled(page: Page, menu: string, entry: string, message: string) {
  const items = await openMenu(page, menu);
  const item = items.getByRole('menuitem', { name: entry, exact: true });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item.locator('a')).toHaveCount(0);
  await item.hover();
  await expect(page.getByRole('tooltip')).toHaveText(message);
  await closeMenus(page);
}

async function expectEnabled(page: Page, menu: string, entry: string) {
  const items = await openMenu(page, menu);
  await expect(items.getByRole('menuitem', { name: entry, exact: true })).toHaveAttribute('href', /\//);
  await closeMenus(page);
}

test.describe('header menus per role', () => {
  test('signed out: v4 pages need an account, introductions are open, no Devel', async ({ page }) => {
    await page.goto('/signin');
    await expect(mainNav(page).getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Devel' })).toHaveCount(0);
    await expectEnabled(page, 'Analytics', 'Introduction');
    await expectDisabled(page, 'Analytics', 'Heatmaps', 'Account required');
    await expectDisabled(page, 'Pulse', 'Pulse Tool', 'Account required');
    await expect(page.getByRole('button', { name: 'Other' })).toHaveCount(0);
  });

  test('demo-manual: v4 pages open, Pulse and Radar need permission, no Devel, no Watchlist Manager', async ({
    page,
  }) => {
    await signInOnPage(page, 'demo-manual');
    await expectEnabled(page, 'Analytics', 'Heatmaps');
    await expectEnabled(page, 'Analytics', 'Bulk Files (by Class)');
    await expectDisabled(page, 'Analytics', 'Scores Analysis', 'Permission required');
    await expectDisabled(page, 'Pulse', 'Pulse Tool', 'Permission required');
    await expectDisabled(page, 'Radar', 'Radar', 'Permission required');
    await expect(mainNav(page).getByRole('button', { name: 'Devel' })).toHaveCount(0);
    // spec §6: the v5 analytics entries are hidden without rmaV5.
    const analytics = await openMenu(page, 'Analytics');
    await expect(analytics.getByRole('menuitem', { name: 'v5 User Guide' })).toHaveCount(0);
    await closeMenus(page);

    await accountMenuButton(page).click();
    await expect(accountMenu(page).getByRole('link', { name: 'Account Info' })).toBeVisible();
    await expect(accountMenu(page).getByRole('link', { name: 'Watchlist Manager' })).toHaveCount(0);
  });

  test('demo-nodocs: documentation needs permission', async ({ page }) => {
    await signInOnPage(page, 'demo-nodocs');
    await expectDisabled(page, 'Analytics', 'User Guide', 'Permission required');
    await expectEnabled(page, 'Analytics', 'Charts');
  });

  test('demo-ssh: scores analysis open (masf), v5 hidden', async ({ page }) => {
    await signInOnPage(page, 'demo-ssh');
    await expectEnabled(page, 'Analytics', 'Scores Analysis');
    await expectEnabled(page, 'ESG', 'Heatmaps');
    await expectDisabled(page, 'Engine', 'Engine Tool', 'Permission required');
  });

  test('demo-admin: everything open, Devel shown, Watchlist Manager in the account menu', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await expectEnabled(page, 'Devel', 'Admin');
    await expectEnabled(page, 'Radar', 'Thematic Tool');
    await expectEnabled(page, 'Analytics', 'v5 Scores Analysis');
    await accountMenuButton(page).click();
    await expect(accountMenu(page).getByRole('link', { name: 'Watchlist Manager' })).toBeVisible();
    await page.keyboard.press('Escape');
    const other = page.getByRole('button', { name: 'Other' });
    await other.click();
    await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toBeVisible();
  });

  test('menus work from the keyboard and close on route change', async ({ page }) => {
    await signInOnPage(page, 'demo-manual');
    const trigger = mainNav(page).getByRole('button', { name: 'Analytics', exact: true });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await menu.getByRole('menuitem', { name: 'Charts', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ma4\/charts$/);
    await expect(page.getByRole('menu')).toHaveCount(0);

    // A route change from outside the menu (back button) closes an open menu too.
    await mainNav(page).getByRole('button', { name: 'Markets', exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test('clicking another menu while one is open switches to it', async ({ page }) => {
  await page.goto('/signin');
  await mainNav(page).getByRole('button', { name: 'Markets', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Countries', exact: true })).toBeVisible();
  await mainNav(page).getByRole('button', { name: 'Pulse', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(1);
});

test.describe('route guards', () => {
  test('signed out: a login page shows Account required and none of its content', async ({ page }) => {
    await page.goto('/ma4/heatmaps');
    await expect(page.getByRole('heading', { name: 'LMA Heatmaps' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible();
    await expect(analyticsTabs(page)).toHaveCount(0);
  });

  test('demo-manual: an admin page shows Permission required; an open page shows its content', async ({ page }) => {
    await signInOnPage(page, 'demo-manual');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible();
    await expect(page.getByTestId('planned-page')).toHaveCount(0);
    await page.goto('/ma4/heatmaps');
    await expect(analyticsTabs(page)).toBeVisible();
  });

  test('Account Info shows the account from the server with its API key', async ({ page }) => {
    await signInOnPage(page, 'demo-ssh');
    await page.goto('/user/account/overview');
    await expect(page.getByText('demo-ssh@demo.moodwire.local')).toBeVisible();
    await expect(page.getByText('LSEG', { exact: true })).toBeVisible();
    // The key is fetched only on demand (issue 12 §6), and never lands in storage.
    const apiKey = page.getByTestId('api-key');
    await expect(apiKey).not.toHaveText(/[A-Za-z0-9_-]{43}/);
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(apiKey).toHaveText(/^[A-Za-z0-9_-]{43}$/);
    const revealed = (await apiKey.textContent()) ?? '';
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(revealed);

    // Rotation: a new key is shown and the old one is refused at once.
    await page.getByRole('button', { name: 'Rotate key' }).click();
    await page.getByRole('button', { name: 'Confirm rotation' }).click();
    await expect(apiKey).not.toHaveText(revealed);
    await expect(apiKey).toHaveText(/^[A-Za-z0-9_-]{43}$/);
    const old = await page.request.get(`/x/user/prefs/list?apikey=${revealed}`, { headers: { cookie: '' } });
    expect(old.status()).toBe(401);
  });

  test('an unknown path answers 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('app header at 375 px (below the 768 px mobile menu breakpoint)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });

  test('a menu button replaces the cut-off strip and opens every menu with disabled states and messages', async ({
    page,
  }) => {
    await page.goto('/signin');
    // The menus strip is gone: no half-visible 'Tra…' trigger.
    await expect(page.getByRole('button', { name: 'Transcripts', exact: true })).toHaveCount(0);
    await menuButton(page).click();
    const panel = mainNav(page);
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const menu of ['Start', 'Markets', 'Analytics', 'ESG', 'Transcripts', 'MMS', 'Pulse', 'Engine', 'Radar'])
      await expect(panel.getByRole('heading', { name: menu, exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Devel' })).toHaveCount(0);
    // Signed out: v4 pages are not links and say why; introductions are links.
    const analytics = panel.getByRole('region', { name: 'Analytics' });
    const heatmaps = analytics.locator('[data-disabled-entry]', { hasText: 'Heatmaps' });
    await expect(heatmaps).toHaveAttribute('aria-disabled', 'true');
    await expect(heatmaps).toContainText('Account required');
    await expect(analytics.getByRole('link', { name: 'Heatmaps' })).toHaveCount(0);
    await expect(analytics.getByRole('link', { name: 'Introduction', exact: true })).toHaveAttribute('href', /\//);
    // The panel fits the window: nothing cut off at the side.
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('works from the keyboard: focus moves in, Escape closes and returns the focus, a link navigates', async ({
    page,
  }) => {
    await signInOnPage(page, 'demo-manual');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const panel = mainNav(page);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    const charts = panel.getByRole('region', { name: 'Analytics' }).getByRole('link', { name: 'Charts', exact: true });
    await charts.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ma4\/charts$/);
    await expect(panel).toHaveCount(0);
  });

  test('locks page scroll while open', async ({ page }) => {
    await page.goto('/signin');
    await menuButton(page).click();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
