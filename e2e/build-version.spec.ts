import { expect, test } from '@playwright/test';

// spec §4: the app reloads itself when the server build version differs from the page's.

test('reloads when the server reports a new build, and not when it matches', async ({ page }) => {
  let answered = 0;
  await page.route('**/api/build-version', async (route) => {
    answered += 1;
    if (answered === 1) {
      await route.fulfill({ json: { buildVersion: 'a-newer-build' } });
    } else {
      await route.continue();
    }
  });
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  await page.goto('/signin');
  // The first answer (a different build) makes the page reload; the real answer after it does not.
  await expect.poll(() => loads).toBe(2);
  await expect.poll(() => answered).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(loads).toBe(2);
});

test('/api/build-version answers the running build', async ({ request }) => {
  const response = await request.get('/api/build-version');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { buildVersion: unknown };
  expect(typeof body.buildVersion).toBe('string');
  expect(body.buildVersion).not.toBe('');
});
