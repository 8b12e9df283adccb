import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

// The Papers page (spec §2 'Papers: /papers (login required)'): our research papers and the reading list, filters
// in the URL, and each of our papers as a standalone HTML document.

const cards = (page: Page) => page.locator('article[data-paper]');
/** The first answer of a page waits for the session check and the list (slow on a busy machine). */
const LOADED = { timeout: 30_000 };

test.describe('papers', () => {
  test('signed out: the page asks for an account and shows no paper', async ({ page }) => {
    await page.goto('/papers');
    await expect(page.getByRole('heading', { name: 'Account required' })).toBeVisible(LOADED);
    await expect(cards(page)).toHaveCount(0);
  });

  test('signed in: lists our papers and the reading list, filters by tag and kind, opens a paper', async ({ page }) => {
    test.slow(); // sign-in, three filters, a new tab and a download in one flow
    await signInOnPage(page, 'demo-nodocs');
    await page.goto('/papers');
    const ours = page.getByRole('region', { name: 'Our research' });
    const reading = page.getByRole('region', { name: 'Reading list' });
    await expect(ours.locator('article[data-kind="research"]')).toHaveCount(3, LOADED);
    await expect(reading.locator('article[data-kind="paper"]').first()).toBeVisible();
    const golden = page.locator('article[data-paper="golden-set-evaluation"]');
    await expect(golden.getByRole('heading', { level: 3 })).toContainText('hand-labelled golden set');
    await expect(golden).toContainText('Moodwire Research');
    await expect(golden.locator('time')).toHaveText('2026-11-26');
    await expect(golden).toContainText('Abstract');

    // Filter by tag with the select: the URL carries it, and every card shown has the tag.
    await page.getByRole('combobox', { name: 'Tag' }).selectOption('evaluation');
    await expect(page).toHaveURL(/[?&]tag=evaluation/);
    await expect(cards(page)).toHaveCount(1);
    await expect(golden).toBeVisible();
    // A tag on a card filters too; pressing it again lifts the filter.
    await page.getByRole('combobox', { name: 'Tag' }).selectOption('');
    await page
      .locator('article[data-paper="tetlock-2007"]')
      .getByRole('button', { name: 'Show papers tagged news' })
      .click();
    await expect(page).toHaveURL(/[?&]tag=news/);
    for (const card of await cards(page).all())
      await expect(card.getByRole('button', { name: 'Show papers tagged news' })).toBeVisible();

    // The kind filter, kept in a shareable link.
    await page.goto('/papers?kind=reading');
    await expect(page.getByRole('button', { name: 'Reading list', pressed: true })).toBeVisible(LOADED);
    await expect(cards(page).first()).toBeVisible(LOADED);
    await expect(page.locator('article[data-kind="research"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ours' }).click();
    await expect(page).toHaveURL(/[?&]kind=ours/);
    await expect(page.locator('article[data-kind="paper"]')).toHaveCount(0);

    // Search, and the empty state.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no paper has this word xyzzy');
    await expect(page.getByText('No paper matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/papers$/);
    await expect(ours.locator('article[data-kind="research"]')).toHaveCount(3);

    // Open the paper's HTML document in a new tab: a standalone page with its title and abstract.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      golden.getByRole('link', { name: /^Open / }).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/x\/papers\/golden-set-evaluation\.html$/);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('hand-labelled golden set');
    await expect(tab.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await expect(tab.locator('script')).toHaveCount(0);
    await tab.close();

    // The download link saves the same document under its file name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      golden.getByRole('link', { name: /^Download / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('moodwire-golden-set-evaluation.html');
  });
});
