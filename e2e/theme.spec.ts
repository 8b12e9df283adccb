import { expect, test } from '@playwright/test';
import { accountMenu, accountMenuButton } from './support/session';

// spec §4/§9: the theme toggles light/dark and is persisted under `theme`.

test('dark mode is kept across a reload, without a light first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/signin');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await accountMenuButton(page).click();
  const toggle = accountMenu(page).getByRole('switch', { name: 'Dark Mode' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // The class must be on <html> before any app script runs: check the server-rendered document as parsed.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('body');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await accountMenuButton(page).click();
  await expect(accountMenu(page).getByRole('switch', { name: 'Dark Mode' })).toBeChecked();

  await accountMenu(page).getByRole('switch', { name: 'Dark Mode' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
