import { expect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/** Signs in on the full-page form (as signInOnPage does), with room for a slow first compile in `next dev`. */
const featuredChart = (page: Page) =>
  page.getByRole('region', { name: 'Featured chart' }).getByRole('img', { name: /\(bars\)/ });
const movers = (page: Page, name: 'Top movers' | 'Bottom movers') => page.getByRole('region', { name });

test.describe('group overview (/ma4 and /esg4)', () => {
  // The data calls of a first visit can be slow on a busy 2-core runner.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
  });

  for (const path of ['/ma4/equ/equ_top100/overview', '/esg4/equcor/equcor_top100/overview']) {
    test(`${path} draws the featured chart and lists movers, buzz leaders and sectors`, async ({ page }) => {
      await page.goto(path);
      await expect(featuredChart(page)).toHaveAttribute('data-chart-ready', 'true', { timeout: 45_000 });
      // An ESG Core group charts its own ESG rank (spec §9), not the sentiment of its base class.
      if (path.startsWith('/esg4'))
        await expect(featuredChart(page)).toHaveAccessibleName(/ESG Overall Score \(line\)/);
      // Over a week some members rise or fall: at least one of the two lists has rows, each opening the asset.
      const moverLinks = movers(page, 'Top movers').or(movers(page, 'Bottom movers')).getByRole('link');
      await expect(moverLinks.first()).toBeVisible({ timeout: 30_000 });
      await expect(moverLinks.first()).toHaveAttribute('href', new RegExp(`^/${path.split('/')[1]}/asset/`));
      await expect(page.getByRole('table', { name: 'Buzz leaders' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('table', { name: 'Sector breakdown' }).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    });
  }

  test('the period and the source go into the URL and change the lists', async ({ page }) => {
    await page.goto('/ma4/equ/equ_top100/overview');
    const top = movers(page, 'Top movers');
    await expect(top.getByText(/over 7 days/)).toBeVisible({ timeout: 45_000 });
    // The overview opens on the screens' one source (issue 13), named in words, never its code.
    await expect(page.getByLabel('Source', { exact: true })).toHaveValue('News_Social');
    await expect(top.getByText(/, News and Social Media, change over 7 days/)).toBeVisible();
    await expect(page.getByRole('main').getByText(/News_Social/)).toHaveCount(0);

    await page.getByLabel('Period', { exact: true }).selectOption('30');
    await expect(page).toHaveURL(/period=30/);
    await expect(top.getByText(/over 30 days/)).toBeVisible({ timeout: 30_000 });

    await page.getByLabel('Source', { exact: true }).selectOption('Social');
    await expect(page).toHaveURL(/src=Social/);
    await expect(top.getByText(/, Social Media, change over 30 days/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Buzz leaders' }).getByText(/, Social Media:/)).toBeVisible();
    // 'Open in Charts' keeps the source the visitor is looking at.
    await expect(
      page.getByRole('region', { name: 'Featured chart' }).getByRole('link', { name: 'Open in Charts' }),
    ).toHaveAttribute('href', /[?&]src=Social(&|$)/);
  });

  test('a path whose class segment is not the group’s class goes to the right one', async ({ page }) => {
    await page.goto('/ma4/cur/equ_top100/overview?period=30');
    await expect(page).toHaveURL(/\/ma4\/equ\/equ_top100\/overview\?period=30$/, { timeout: 45_000 });
  });
});
