import { type Browser, expect, type Page, test } from '@playwright/test';
import { accountMenu, accountMenuButton, DEMO_PASSWORD, signInOnPage } from './support/session';

// Issue 16 'Account area': Account Info shows the expiry notice of spec §8 for an account that expires soon,
// changes the password (other sessions end, this one stays signed in; the new password signs in), and shows the
// recent API usage of the data key after a keyed call. Each test uses an account of its own, made by demo-admin,
// so the demo accounts stay as seeded for the specs after this one.

const EXPIRES_IN_DAYS = 5;

function dayInDays(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** A fresh manual account with rma data (so it has API access) that expires in EXPIRES_IN_DAYS days. */
async function createExpiringAccount(browser: Browser, name: string): Promise<{ username: string; expires: string }> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInOnPage(admin, 'demo-admin', { timeout: 30_000 });
  const username = `e2e-${name}-${Date.now().toString(36)}`;
  const expires = dayInDays(EXPIRES_IN_DAYS);
  const response = await admin.request.post('/x/admin/users', {
    data: { username, password: DEMO_PASSWORD, role: 'manual', expires, data_perms: { rma: ['equ'] } },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.close();
  return { username, expires };
}

async function openAccountInfo(page: Page, username: string, password = DEMO_PASSWORD) {
  await signInOnPage(page, username, { password, timeout: 30_000 });
  await page.goto('/user/account/overview');
  await expect(page.getByRole('heading', { name: 'Account Info' })).toBeVisible();
}

test.describe('Account Info', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows the expiry notice, the account type and the permissions in words', async ({ browser, page }) => {
    const { username, expires } = await createExpiringAccount(browser, 'expiry');
    await openAccountInfo(page, username);
    await expect(page.getByTestId('expiry-notice')).toHaveText(
      new RegExp(
        `^This account is expiring in ${EXPIRES_IN_DAYS} days on ${expires}, please contact support@\\S+ if you'd like an extension or additional access\\.$`,
      ),
    );
    await expect(page.getByRole('definition').filter({ hasText: /^Moodwire$/ })).toBeVisible();
    // The key stays hidden until revealed.
    await expect(page.getByTestId('api-key')).not.toHaveText(/[A-Za-z0-9_-]{43}/);
  });

  test('changes the password: a wrong current one is refused, the other session ends, the new one signs in', async ({
    browser,
    page,
  }) => {
    const { username } = await createExpiringAccount(browser, 'password');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInOnPage(other, username, { timeout: 30_000 });
    expect((await other.request.get('/x/account')).status()).toBe(200);

    await openAccountInfo(page, username);
    const form = page.getByRole('form', { name: 'Change password' });
    const message = page.getByTestId('change-password-message');
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('a-new-long-passphrase');
    await form.getByLabel('Repeat the new password').fill('a-new-long-passphrase');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(message).toHaveText('The current password is not correct.');
    await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

    // Checked in the page before anything is sent.
    await form.getByLabel('Current password').fill(DEMO_PASSWORD);
    await form.getByLabel('Repeat the new password').fill('something-else');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(message).toHaveText('The two new passwords do not match.');

    await form.getByLabel('Repeat the new password').fill('a-new-long-passphrase');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(message).toHaveText(/^Password changed\./);

    // This page stays signed in; the other session has ended.
    await page.reload();
    await expect(accountMenuButton(page)).toContainText(username);
    expect((await page.request.get('/x/account')).status()).toBe(200);
    expect((await other.request.get('/x/account')).status()).toBe(401);
    await otherContext.close();

    // Sign out, then the old password is refused and the new one signs in.
    await accountMenuButton(page).click();
    await Promise.all([
      page.waitForEvent('load'),
      accountMenu(page)
        .getByRole('button', { name: /Log out/ })
        .click(),
    ]);
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('login-message')).toHaveText('Invalid username or password');
    await signInOnPage(page, username, { password: 'a-new-long-passphrase' });
  });

  test('shows the recent API usage of the key after a keyed call', async ({ browser, page }) => {
    const { username } = await createExpiringAccount(browser, 'usage');
    await openAccountInfo(page, username);
    const usage = page.getByRole('region', { name: 'Recent API usage' });
    await expect(usage.getByTestId('api-usage-empty')).toBeVisible();

    await page.getByRole('button', { name: 'Reveal' }).click();
    const apiKey = page.getByTestId('api-key');
    await expect(apiKey).toHaveText(/^[A-Za-z0-9_-]{43}$/);
    const key = (await apiKey.textContent()) ?? '';
    // A script's calls: the key alone, no session cookie.
    for (let i = 0; i < 2; i += 1) {
      const call = await page.request.get(`/x/user/prefs/list?apikey=${key}`, { headers: { cookie: '' } });
      expect(call.status()).toBe(200);
    }

    await page.reload();
    await expect(usage.getByTestId('api-usage-total')).toHaveText('2');
    await expect(usage.getByRole('row', { name: /GET \/user\/prefs\/list/ })).toContainText('2');
    await expect(usage.getByRole('img', { name: 'API calls per day over the last 30 days' })).toBeVisible();
    expect(await usage.textContent()).not.toContain(key);
  });
});
