import { expect, test } from '@playwright/test';

// The public site's live pages (issue 16): /home from the content API, the 11 solution pages with their live chart
// and the way to a trial, the LMA and LMA-ESG intros with their live example, and /rdpsetup's linking steps.

const SOLUTION_SLUGS = [
  'market-sentiment-and-events',
  'cryptocurrency-and-blockchain-intelligence',
  'equities-alpha-generation',
  'equities-risk-management',
  'esg-alpha-generation',
  'esg-reputation-intelligence',
  'commodities',
  'fixed-income-and-currencies',
  'financial-document-tagging-and-analytics',
  'thematic-investing',
  'financial-summarizations-vs-chatgpt',
];

interface Titled {
  title: string;
}

test.describe('public site pages with live data', () => {
  test('/home shows the announcements, news, blog teasers and featured data the API serves', async ({ page }) => {
    const read = async <T>(path: string): Promise<T> =>
      ((await (await page.request.get(`/x${path}`)).json()) as { data: T }).data;
    const announcements = await read<Titled[]>('/home-announce');
    const news = await read<Titled[]>('/home-news2?limit=4');
    const blog = await read<{ posts: (Titled & { slug: string })[] }>('/home-blog2?limit=3');
    const featured = await read<(Titled & { kind: string })[]>('/home-featured');
    expect(announcements.length).toBeGreaterThan(0);

    await page.goto('/home');
    const announced = page.getByTestId('home-announcements');
    for (const item of announcements) await expect(announced.getByText(item.title)).toBeVisible();
    const newsList = page.getByTestId('home-news');
    for (const item of news) await expect(newsList.getByText(item.title)).toBeVisible();

    const teasers = page.getByTestId('home-blog').getByRole('link');
    await expect(teasers).toHaveCount(blog.posts.length);
    const first = blog.posts[0];
    if (first) await expect(teasers.first()).toHaveAttribute('href', `/blog/${first.slug}`);

    const cards = page.getByTestId('home-featured');
    for (const item of featured) await expect(cards.getByText(item.title, { exact: true })).toBeVisible();
    // The featured groups carry their featured asset's recent days from the lake: a drawn line and its last values.
    const series = cards.getByTestId('home-featured-series');
    expect(await series.count()).toBeGreaterThan(0);
    await expect(series.first().locator('svg path')).toHaveAttribute('d', /^M.*L/);
    await expect(series.first()).toContainText(/sentiment [−+-]?\d\.\d{3}/);

    // The way into the app and to a trial.
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore the data' })).toHaveAttribute(
      'href',
      '/app',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Ask for a trial' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  for (const slug of SOLUTION_SLUGS) {
    test(`/solutions/${slug} shows its live chart with data and the way to a trial`, async ({ page }) => {
      await page.goto(`/solutions/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const chart = page.getByTestId(slug === 'esg-alpha-generation' ? 'esg-example' : 'solution-chart');
      await expect(chart).toBeVisible();
      // Not the empty or the error state: the figure counts the points it drew.
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0);
      if (slug !== 'esg-alpha-generation') {
        await expect(chart.locator('[role="img"] svg').first()).toBeAttached();
      }
      await expect(page.getByTestId('solution-trial')).toHaveAttribute('href', '/contact-us');
    });
  }

  test('the summaries page shows extractive summaries the engine wrote for real event stories', async ({ page }) => {
    const preview = (
      (await (await page.request.get('/x/pulse/v1/preview')).json()) as {
        data: { strongest: { Headline: string; Summary: string }[] };
      }
    ).data;
    await page.goto('/solutions/financial-summarizations-vs-chatgpt');
    const examples = page.getByTestId('summary-examples');
    await expect(examples.getByRole('listitem')).toHaveCount(preview.strongest.length);
    const event = preview.strongest[0];
    if (event) await expect(examples.getByText(event.Summary, { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Abstractive (chat model)');
  });

  test('/products links each product to its introduction and the solutions it serves, and offers a trial', async ({
    page,
  }) => {
    await page.goto('/products');
    const products = page.getByRole('main').getByRole('listitem');
    await expect(products).toHaveCount(7);
    const lma = products.filter({ has: page.getByRole('heading', { name: 'LMA', exact: true }) });
    await expect(lma.getByRole('link', { name: 'Introduction to LMA' })).toHaveAttribute('href', '/ma4/intro');
    await lma.getByRole('link', { name: 'Commodities' }).click();
    await expect(page).toHaveURL(/\/solutions\/commodities$/);
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('link', { name: 'Ask for a trial' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  test('the LMA and LMA-ESG intros show their live example and a way to a trial', async ({ page }) => {
    await page.goto('/ma4/intro');
    const heatmap = page.getByTestId('solution-chart');
    await expect(heatmap).toBeVisible();
    expect(Number(await heatmap.getAttribute('data-points'))).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Ask for a trial' })).toHaveAttribute('href', '/contact-us');

    await page.goto('/esg4/intro');
    const ranks = page.getByTestId('esg-example');
    await expect(ranks).toBeVisible();
    const rows = Number(await ranks.getAttribute('data-points'));
    expect(rows).toBeGreaterThan(0);
    await expect(ranks.locator('tbody tr')).toHaveCount(rows);
    await expect(ranks.locator('tbody td').first()).toHaveText(/^(\d{1,3}|NA)$/);
    await expect(page.getByRole('link', { name: 'Ask for a trial' })).toHaveAttribute('href', '/contact-us');
  });

  test('/rdpsetup walks through the account linking and links to the sign-in', async ({ page }) => {
    await page.goto('/rdpsetup');
    const steps = page.getByTestId('rdp-steps').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('GE-');
    await expect(steps.nth(1)).toContainText(
      'initializing account, please wait a few minutes while we setup your account',
    );
    await expect(steps.nth(1)).toContainText('sftp login');
    await expect(steps.nth(2)).toContainText('10,000 ms');
    await expect(steps.nth(2)).toContainText('120,000 ms');
    await expect(steps.nth(3)).toContainText('Account Link Success');
    await page.getByRole('link', { name: 'Sign in to link your ID' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
