import { expect, test } from '@playwright/test';
import { accountMenu, accountMenuButton, DEMO_PASSWORD, loginMessage, signInOnPage } from './support/session';

// The session of spec §4: sign-in and sign-out for every demo login, sign-in errors, validation on load.

const DEMO_USERS = ['demo-admin', 'demo-ssh', 'demo-manual', 'demo-trial', 'demo-nodocs', 'demo-noesg'];

test.describe('sign in and out', () => {
  for (const username of DEMO_USERS) {
    test(`${username} signs in, stays signed in across a reload, and signs out`, async ({ page }) => {
      await signInOnPage(page, username);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.username)).toBe(username);

      // Validation on load keeps a valid session.
      await page.reload();
      await expect(accountMenuButton(page)).toContainText(username);

      await accountMenuButton(page).click();
      const logOut = accountMenu(page).getByRole('button', { name: /Log out/ });
      await expect(logOut).toContainText(username);
      await Promise.all([page.waitForEvent('load'), logOut.click()]);

      await expect(accountMenuButton(page)).not.toContainText(username);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'apikey')).toBeUndefined();
    });
  }

  test('signs in with the email address too', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill('  demo-ssh@demo.moodwire.local ');
    await page.getByLabel('Password').fill(` ${DEMO_PASSWORD} `);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(accountMenuButton(page)).toContainText('demo-ssh');
  });

  test('the trial account sees its expiry notice', async ({ page }) => {
    await signInOnPage(page, 'demo-trial');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /This account is expiring in 10 days on \d{4}-\d{2}-\d{2}, please contact support@/ }),
    ).toBeVisible();
  });
});

test.describe('the key stays out of page reach (issue 12 §6)', () => {
  test('no script, storage, URL or answer header holds a key; sign-out ends the session on the server', async ({
    page,
  }) => {
    const urls: string[] = [];
    const rewriteHeaders: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    page.on('response', (response) => {
      const header = response.headers()['x-middleware-rewrite'];
      if (header) rewriteHeaders.push(header);
    });
    await signInOnPage(page, 'demo-ssh');
    await page.reload();
    await expect(accountMenuButton(page)).toContainText('demo-ssh');

    const cookie = (await page.context().cookies()).find((item) => item.name === 'apikey');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(['Strict', 'Lax']).toContain(cookie?.sameSite);
    const key = cookie?.value ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('apikey');
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain(key);
    expect(JSON.parse(await page.evaluate(() => localStorage.getItem('user') ?? '{}')).apikey).toBe(
      'in-httponly-cookie',
    );
    expect(urls.filter((url) => url.includes('apikey='))).toEqual([]);
    expect(rewriteHeaders).toEqual([]);

    await accountMenuButton(page).click();
    await Promise.all([
      page.waitForEvent('load'),
      accountMenu(page)
        .getByRole('button', { name: /Log out/ })
        .click(),
    ]);
    // The old session key is refused by the server, not only forgotten by the browser.
    const replay = await page.request.get('/x/auth?data_perms=1', { headers: { cookie: `apikey=${key}` } });
    expect(replay.status()).toBe(401);
  });

  test('after sign-in, next= never leaves the site', async ({ page }) => {
    await page.goto('/signin?next=/%5Cevil.invalid/x');
    await page.getByLabel('Username or email').fill('demo-manual');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/app$/);
  });
});

test.describe('sign-in errors', () => {
  test("requires a password: 'Password is required.'", async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill('demo-ssh');
    await page.getByLabel('Password').fill('   ');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(loginMessage(page)).toHaveText('Password is required.');
  });

  test('shows the server error for a wrong password and stays signed out', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill('demo-ssh');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(loginMessage(page)).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test("refuses the expired account with 'This account has expired'", async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Username or email').fill('demo-expired');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(loginMessage(page)).toHaveText('This account has expired');
  });

  test('disables the button and shows a spinner while submitting', async ({ page }) => {
    await page.goto('/signin');
    // Hold the sign-in answer so the submitting state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/x/auth',
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await page.getByLabel('Username or email').fill('demo-ssh');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const button = page.getByRole('button', { name: /Sign in/ }).last();
    await button.click();
    await expect(page.getByRole('progressbar', { name: 'Signing in' })).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('session on load', () => {
  test('a stored user the server no longer knows is removed', async ({ page }) => {
    await page.goto('/signin');
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({
          username: 'ghost',
          apikey: 'not-a-key',
          role: 'manual',
          expires: null,
          data_perms: {},
          permissions: {},
        }),
      ),
    );
    await page.goto('/app');
    await expect(accountMenu(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a network failure during validation keeps the user and sets validatingError', async ({ page }) => {
    await signInOnPage(page, 'demo-manual');
    await page.route(
      (url) => url.pathname === '/x/auth',
      (route) => (route.request().method() === 'GET' ? route.abort('internetdisconnected') : route.continue()),
    );
    await page.reload();
    await expect(accountMenuButton(page)).toContainText('demo-manual');
    await accountMenuButton(page).click();
    await expect(accountMenu(page).getByText(/could not be reached to confirm your session/)).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('demo-manual');
  });

  test('removes the stored read-announcement entry on load', async ({ page }) => {
    await page.goto('/signin');
    await page.evaluate(() => localStorage.setItem('read-announcement', '["a1"]'));
    await page.goto('/app');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('read-announcement'))).toBeNull();
  });

  test('the account menu opens by itself when validation ends signed out, but not on /signin', async ({ page }) => {
    await page.goto('/app');
    await expect(accountMenu(page)).toBeVisible();
    await expect(accountMenu(page).getByLabel('Username or email')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Login for Full Access' })).toBeVisible();

    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
  });

  test('signs in from the inline form in the account menu', async ({ page }) => {
    await page.goto('/app');
    const menu = accountMenu(page);
    await menu.getByLabel('Username or email').fill('demo-manual');
    await menu.getByLabel('Password').fill(DEMO_PASSWORD);
    await menu.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(accountMenuButton(page)).toContainText('demo-manual');
    await expect(page.getByRole('status').filter({ hasText: 'Login for Full Access' })).toHaveCount(0);
  });
});
