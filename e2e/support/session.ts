import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'moodwire-demo';
export const GEO_URL = `http://127.0.0.1:${process.env.E2E_GEO_PORT ?? 4199}`;

export const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });
export const accountMenu = (page: Page) => page.getByRole('dialog', { name: 'Account' });
export const loginMessage = (page: Page) => page.getByTestId('login-message');

/**
 * Signs in on the full-page form and waits for the Data Overview. `timeout` lengthens both waits for a spec's first
 * sign-in, which may meet a server that is still compiling or loading the lake.
 */
export async function signInOnPage(
  page: Page,
  username: string,
  { password = DEMO_PASSWORD, timeout }: { password?: string; timeout?: number } = {},
) {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/, { timeout });
  await expect(accountMenuButton(page)).toContainText(username, { timeout });
}

/** The text of the file a click downloads. */
export async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return readFile(path, 'utf8');
}

/** Opens a header menu by its visible name. */
export async function openMenu(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true }).click();
  return page.getByRole('menu');
}

/** Sets the visitor country the test geo server answers with (spec §6 hideESG). */
export async function setVisitorCountry(country: string) {
  const response = await fetch(`${GEO_URL}/set?country=${country}`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

/** The tabs of an analytics screen's group header: shown only when the page's gate lets its content through. */
export const analyticsTabs = (page: Page) => page.getByRole('navigation', { name: 'Analytics screens' });
