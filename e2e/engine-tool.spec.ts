import { expect, test } from '@playwright/test';
import { downloadedText, signInOnPage } from './support/session';

/**
 * issue 15 'the engine tool highlights the words of a known sentence': a golden sentence with a negation is read by
 * the API's engine, its negated word is marked apart and its company is found and linked to its chart; the
 * highlighted indicator lives in the URL; the CSV download holds the negated term; an account without the engine
 * permission (sentV5) is refused the page.
 */
const SENTENCE = 'Apple shares did not fall despite the weak market.';

test.describe('Engine tool', () => {
  test('highlights the words of a known sentence, the negated one apart, and finds its company', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/engine/tool');
    const text = page.getByLabel('Text A: the text to analyse');
    await text.fill(SENTENCE);
    await page.getByRole('button', { name: 'Analyse Text A' }).click();

    const highlighted = page.getByTestId('engine-highlighted-text');
    await expect(highlighted).toBeVisible({ timeout: 60_000 });
    await expect(highlighted).toHaveText(`${SENTENCE}`.replace('fall', 'fall (negated)'));
    const negated = highlighted.locator('mark[data-kind="negated"]');
    await expect(negated).toHaveCount(1);
    await expect(negated).toContainText('fall');
    await expect(highlighted.locator('[data-kind="asset"]')).toHaveText('Apple');
    await expect(page.getByText('flipped by a negation')).toBeVisible();

    const assetLink = page.getByRole('link', { name: /^Apple/ });
    await expect(assetLink).toHaveAttribute('href', /^\/ma4\/charts\/[^?]+\?group=equ/);

    // Picking another indicator moves the highlight and the URL follows.
    const indicator = page.getByRole('combobox', { name: /^Indicator/ });
    const options = await indicator
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    const other = options.find((code) => code !== 'sentiment' && code !== 'buzz');
    expect(other).toBeDefined();
    await indicator.selectOption(other as string);
    await expect(page).toHaveURL(new RegExp(`ind=${other}`));

    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'CSV' }).click());
    expect(csv.split('\n')[0]).toBe('document,row,asset,asset_name,indicator,value,start,end,text,negated');
    expect(csv).toMatch(/,term,.*,fall,true/);
  });

  test('compares two texts side by side', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/engine/tool?compare=1');
    await page.getByLabel('Text A: the text to analyse').fill('Profits collapsed and the outlook is bleak.');
    await page.getByLabel('Text B: the text to analyse').fill('Revenue grew strongly and margins improved.');
    await page.getByRole('button', { name: 'Analyse Text A' }).click();
    await page.getByRole('button', { name: 'Analyse Text B' }).click();
    await expect(page.getByTestId('engine-result-text-a')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('engine-result-text-b')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('engine-highlighted-text')).toHaveCount(2);
  });

  test('refuses an account without the engine permission', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/engine/tool');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Text A: the text to analyse')).toHaveCount(0);
  });
});
