import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';

// Issue 16 'Public site': every public page renders with its title, description, Open Graph image and canonical
// URL, without a console error, passes an axe check (no serious or critical violation) in the light and the dark
// theme, and fits a 375 px screen; the sitemap lists them; the newsletter form and the blog's RSS feed work.

/** The public pages of spec §2 with one address (the solution pages are read from the sitemap below). */
const PUBLIC_PAGES = [
  '/home',
  '/products',
  '/blog',
  '/contact-us',
  '/terms',
  '/privacy',
  '/privacyca',
  '/widgets',
  '/rdpsetup',
  '/signin',
  '/radar/intro',
  '/radar/radar-alerts',
  '/ma4/intro',
  '/esg4/intro',
  '/pulse/intro',
  '/engine/intro',
  '/transcripts/intro',
  '/mms/intro',
];
const POST_PATH = '/blog/how-buzz-and-sentiment-are-computed';
const SEVERE = new Set(['serious', 'critical']);

/**
 * Waits until the page's first requests are done (its client code has drawn the screen). A page that keeps a
 * request open (the widgets gallery's live widgets) never goes idle: the checks then run on what is there.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Collects the page's console errors and uncaught exceptions from now on. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The axe violations of impact serious or critical, as 'rule: first target' lines (readable in a failure). */
async function severeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function checkPublicPage(page: Page, path: string, baseURL: string) {
  const errors = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await settled(page);

  await expect(page, path).toHaveTitle(/\S.* · Moodwire$/);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S.{20,}/);
  await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${baseURL}${path}`);
  const ogImage = await head.locator('meta[property="og:image"]').first().getAttribute('content');
  expect(ogImage, `${path} og:image`).toMatch(/^https?:\/\//);
  const image = await page.request.get(ogImage ?? '');
  expect(image.headers()['content-type'], `${path} og:image is an image`).toMatch(/^image\//);

  expect(await severeViolations(page), `${path} axe, light`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await settled(page);
  await expect(page.locator('html'), `${path} dark`).toHaveClass(/\bdark\b/);
  expect(await severeViolations(page), `${path} axe, dark`).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} at 375 px: no horizontal scroll`).toBeLessThanOrEqual(0);

  expect(errors, `${path} console errors`).toEqual([]);
}

test.describe('public site', () => {
  test('the sitemap lists the public pages, the solution pages and the blog posts; robots.txt keeps crawlers out of the app', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of PUBLIC_PAGES.filter((page) => page !== '/signin')) expect(urls).toContain(`${baseURL}${path}`);
    expect(urls.filter((url) => url.includes('/solutions/')).length).toBeGreaterThan(0);
    expect(urls).toContain(`${baseURL}${POST_PATH}`);

    const robots = await (await request.get('/robots.txt')).text();
    for (const line of ['Disallow: /x/', 'Disallow: /admin', 'Disallow: /ma4/screener', 'Allow: /ma4/intro']) {
      expect(robots).toContain(line);
    }
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} has its metadata, no console error, no serious axe violation in light and dark, and fits 375 px`, async ({
      page,
      baseURL,
    }) => {
      await checkPublicPage(page, path, baseURL ?? '');
    });
  }

  test('a blog post and every solution page pass the same checks', async ({ page, request, baseURL }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const solutions = [...sitemap.matchAll(/<loc>[^<]*(\/solutions\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [POST_PATH, ...solutions]) await checkPublicPage(page, path, baseURL ?? '');
  });

  test('a blog post shows its body, date, author and reading time; an unknown post answers 404', async ({ page }) => {
    await page.goto('/blog');
    const first = page.getByRole('article').filter({ hasText: 'How the open NLP method' });
    await expect(first).toHaveCount(0); // on the second page: the list pages by five, newest first
    await page.getByRole('link', { name: 'Older posts' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await page.getByRole('link', { name: 'How the open NLP method computes buzz and sentiment' }).click();
    await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How the open NLP method computes buzz and sentiment',
    );
    await expect(page.locator('time[datetime="2026-09-14"]')).toHaveText('14 September 2026');
    await expect(page.getByText('Moodwire Research')).toBeVisible();
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. Finding the assets' })).toBeVisible();

    const missing = await page.goto('/blog/no-such-post');
    expect(missing?.status()).toBe(404);
  });

  test('the RSS feed parses and lists the posts, and the blog links it', async ({ page, request, baseURL }) => {
    const answer = await request.get('/blog/rss.xml');
    expect(answer.headers()['content-type']).toContain('application/rss+xml');
    const xml = await answer.text();
    await page.goto('/blog');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${baseURL}/blog/rss.xml`,
    );
    await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
    // Parsed by the browser's own XML parser: a malformed feed has a parsererror element.
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        isValid: doc.querySelector('parsererror') === null,
        title: doc.querySelector('channel > title')?.textContent,
        links: [...doc.querySelectorAll('item > link')].map((link) => link.textContent),
      };
    }, xml);
    expect(feed.isValid).toBe(true);
    expect(feed.title).toBe('Moodwire blog');
    expect(feed.links).toContain(`${baseURL}${POST_PATH}`);
    expect(feed.links.length).toBeGreaterThanOrEqual(6);
  });

  test('the newsletter form refuses a bad address, then subscribes a good one once', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/x/sub-newsletter') && request.method() === 'POST') sent.push(request.url());
    });
    await page.goto('/blog');
    const form = page.getByRole('main').getByRole('form', { name: 'Newsletter sign-up' });
    const email = form.getByLabel('Email for the newsletter');

    await email.fill('not-an-address');
    await email.press('Enter');
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    expect(sent).toEqual([]);

    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await email.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).toContainText('You are subscribed.');
    await expect(page.getByRole('main').getByRole('status')).toContainText(address);
    expect(sent).toHaveLength(1);

    // Stored: the API's accounts database has the address (the e2e API runs on SQLite in E2E_DATA_DIR).
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
    const db = new Database(join(dataDir, 'accounts.db'), { readonly: true });
    try {
      const row = db.prepare('SELECT email FROM newsletter WHERE email = ?').get(address);
      expect(row).toEqual({ email: address });
    } finally {
      db.close();
    }
  });

  test('the footer newsletter form works from the keyboard', async ({ page }) => {
    await page.goto('/contact-us');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email for the newsletter');
    await email.focus();
    await page.keyboard.type(`footer-${Date.now()}@example.com`);
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(footer.getByRole('status')).toContainText('You are subscribed.');
  });
});
