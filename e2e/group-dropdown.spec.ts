import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

const trigger = (page: Page) => page.getByRole('button', { name: /^Group:/ });
const popover = (page: Page) => page.getByRole('dialog', { name: 'Choose a group' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search groups' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Groups' });

/** signInOnPage with a longer wait for /app: the shared dev server can take over 5 s to render it. */
test.describe('group dropdown (spec §2 group page header)', () => {
  test.beforeEach(async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
  });

  test('lists the groups in sections, searches them fuzzily and says No result.', async ({ page }) => {
    await page.goto('/ma4/assets/1');
    await expect(page.getByText('Group:', { exact: true })).toBeVisible({ timeout: 45_000 });
    await trigger(page).click();
    await expect(searchBox(page)).toBeFocused();
    // Section headers per asset class; the current group is the selected option.
    await expect(popover(page).getByText('Companies', { exact: true })).toBeVisible();
    await expect(listbox(page).getByRole('option', { selected: true })).toContainText('Top 100 by Buzz');

    await searchBox(page).fill('Top 500');
    const options = listbox(page).getByRole('option');
    await expect(options.first()).toContainText('Top 500');
    // A typo still matches (Fuse.js threshold 0.2), and unrelated text matches nothing.
    await searchBox(page).fill('Curencies');
    await expect(listbox(page).getByRole('option', { name: /All Currencies/ })).toBeVisible();
    await expect(popover(page).getByText('Currencies', { exact: true })).toBeVisible();
    await searchBox(page).fill('zzqqxx');
    await expect(popover(page).getByText('No result.', { exact: true })).toBeVisible();
    await expect(listbox(page)).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test('picking a group with the keyboard or the mouse changes the URL and the shown group', async ({ page }) => {
    await page.goto('/ma4/assets/1');
    await expect(trigger(page)).toBeVisible({ timeout: 45_000 });
    await trigger(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('All Currencies');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/group=cur(&|$)/, { timeout: 20_000 });
    await expect(trigger(page)).toContainText('All Currencies');
    await expect(page.getByRole('heading', { name: 'Assets of All Currencies' })).toBeVisible({ timeout: 30_000 });

    await trigger(page).click();
    await listbox(page)
      .getByRole('option', { name: /All Cryptocurrencies/ })
      .click();
    await expect(page).toHaveURL(/group=crypto(&|$)/, { timeout: 20_000 });
    await expect(trigger(page)).toContainText('All Cryptocurrencies');

    // The subject categories are quick links to their groups.
    await trigger(page).click();
    await popover(page)
      .getByRole('navigation', { name: 'Subjects' })
      .getByRole('button', { name: 'All Countries' })
      .click();
    await expect(page).toHaveURL(/group=cou(&|$)/, { timeout: 20_000 });
  });

  test('/esg4 lists only the LMA-ESG groups', async ({ page }) => {
    await page.goto('/esg4/assets/1');
    await expect(trigger(page)).toContainText('ESG Core', { timeout: 45_000 });
    await trigger(page).click();
    await searchBox(page).fill('All');
    await expect(listbox(page).getByRole('option').first()).toBeVisible();
    await expect(listbox(page).getByRole('option', { name: /All Agriculture/ })).toHaveCount(0);
    await searchBox(page).fill('Agriculture');
    await expect(popover(page).getByText('No result.', { exact: true })).toBeVisible();
  });
});
