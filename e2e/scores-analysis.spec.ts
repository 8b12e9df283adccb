import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { downloadedText, signInOnPage } from './support/session';

/**
 * issue 14 'Scores analysis': as demo-admin the page shows the analysis the API computed (its IC and quintile
 * charts and summary figures), its CSV parses into the same IC series, its settings live in the URL, a bad range
 * names the field, and an account without the permission is refused the page.
 */

test.describe('Scores analysis', () => {
  test('shows the IC and quintile charts of the API’s analysis, and its CSV parses', async ({ page }) => {
    test.setTimeout(180_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/ma4/scores-analysis?group=equ_top100&horizon=1&rebalancing=daily');
    const summary = page.getByTestId('scores-summary');
    await expect(summary).toBeVisible({ timeout: 60_000 });
    await expect(summary).toContainText('Mean rank IC');
    await expect(page.getByTestId('scores-ic-chart').locator('[data-chart-ready="true"]')).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByTestId('scores-quintile-chart').locator('[data-chart-ready="true"]')).toBeVisible();
    await expect(page.getByText(/demo data/i).first()).toBeVisible();

    // The API URL the page shows is the call it made; its answer is what the figures are of.
    const apiPath = (await page.getByTestId('scores-api-url').textContent()) ?? '';
    expect(apiPath).toContain('/masf/v4/scores-analysis?product=rma&group=equ_top100');
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      return (await response.json()) as { data: { ics: { date: string; ic: number | null }[] } };
    }, `/x${apiPath}`);
    const ics = answer.data.ics.filter((point) => point.ic !== null);
    expect(ics.length).toBeGreaterThan(10);

    const csv = await downloadedText(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
    const parsed = Papa.parse<Record<string, string>>(csv.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields?.slice(0, 4)).toEqual(['date', 'entryDate', 'exitDate', 'ic']);
    const fromCsv = parsed.data.filter((row) => row.ic !== '' && row.exitDate !== '');
    expect(fromCsv.map((row) => row.date)).toEqual(ics.map((point) => point.date));
    fromCsv.forEach((row, i) => {
      expect(Number(row.ic)).toBeCloseTo(ics[i]?.ic ?? Number.NaN, 8);
    });
  });

  test('keeps its settings in the URL and names a bad range', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/ma5/scores-analysis?group=equ_top100');
    await page.getByLabel('Horizon').selectOption('20');
    await expect(page).toHaveURL(/horizon=20/);
    await page.getByRole('textbox', { name: 'Start' }).fill('2026-05-01');
    // Each change goes to the URL; the next one is made on top of it.
    await expect(page).toHaveURL(/start=2026-05-01/);
    await page.getByLabel('End (excl.)').fill('2026-04-01');
    // By its text: Next's route announcer is a role=alert element too.
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('End (excl.)')).toHaveAttribute('aria-invalid', 'true');
  });

  test('is refused to an account without the permission', async ({ page }) => {
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/ma4/scores-analysis');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible({ timeout: 30_000 });
  });
});
