import { expect, test } from '@playwright/test';
import { accountMenuButton, DEMO_PASSWORD, loginMessage } from './support/session';

// spec §4 account linking: a data-provider machine ID ('GE-') that is not yet linked is linked on first sign-in.
// The e2e API runs with a 3 s provisioning delay; the web polls every 10 s as the spec says.

test('links GE-DEMO-0001 and lands on the app with the Account Link Success notice', async ({ page }) => {
  test.setTimeout(90_000);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('GE-DEMO-0001');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginMessage(page)).toHaveText(
    'initializing account, please wait a few minutes while we setup your account',
  );
  await expect(page).toHaveURL(/\/app$/, { timeout: 60_000 });
  const notice = page.getByRole('status').filter({ hasText: 'Account Link Success' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Account Info');
  await expect(accountMenuButton(page)).toContainText('GE-DEMO-0001');
  // The linking call sets the session cookie and the polling rides it: no key in a URL or in storage (issue 12 §6).
  expect(urls.filter((url) => url.includes('apikey='))).toEqual([]);
  const key = (await page.context().cookies()).find((cookie) => cookie.name === 'apikey')?.value ?? '';
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(key);
});

test('a wrong machine password fails the link with the server error', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill('GE-DEMO-0001');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginMessage(page)).not.toHaveText('');
  await expect(loginMessage(page)).not.toHaveText(/initializing account/);
  await expect(page).toHaveURL(/\/signin$/);
});
