import { expect, type Page, test } from '@playwright/test';
import { accountMenu, accountMenuButton, signInOnPage } from './support/session';

/**
 * Issue 14 'Documentation': the docs reader. A guide page opens with its navigation tree, anchors and
 * previous/next links; the docs search finds an indicator by its name and by its code and Enter opens the page;
 * users without the docs permission (or not admin, for the WRDS guide) get 'Permission required' and none of the
 * content; a research note draws its chart as SVG on the server.
 */

/** An indicator of the catalogue that the guides describe (packages/domain indicators.ts, docs data dictionary). */
const INDICATOR = { code: 'priceDirection', name: 'Price Direction' };

const article = (page: Page) => page.getByTestId('docs-article');

test.describe('docs reader', () => {
  test('a guide page: navigation tree, heading anchors, previous and next', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await page.goto('/ma4/guide/indicators-and-sources');
    await expect(article(page).getByRole('heading', { level: 1 })).toHaveText('Indicators, sources and windows');
    await expect(page).toHaveTitle(/Indicators, sources and windows · LMA/);

    const nav = page.getByTestId('docs-nav');
    await expect(nav.getByRole('link', { name: 'Indicators, sources and windows' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByText('Research', { exact: true })).toBeVisible();

    // The anchor of a heading is its own link: following it puts the heading's id in the URL.
    const sources = article(page).getByRole('heading', { name: /^Sources/ });
    await sources.hover();
    await sources.getByRole('link', { name: 'Link to the section Sources' }).click();
    await expect(page).toHaveURL(/\/ma4\/guide\/indicators-and-sources#sources$/);
    await expect(sources).toBeInViewport();

    // The on-page contents list links to the same anchors.
    await expect(page.getByRole('link', { name: 'Windows', exact: true }).first()).toHaveAttribute('href', '#windows');

    const pager = page.getByRole('navigation', { name: 'Previous and next page' });
    const nextLink = pager.getByRole('link', { name: /^Next/ });
    const nextTitle = (await nextLink.locator('span').last().textContent()) ?? '';
    await nextLink.click();
    await expect(article(page).getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await pager.getByRole('link', { name: /^Previous/ }).click();
    await expect(page).toHaveURL(/\/ma4\/guide\/indicators-and-sources$/);
  });

  test('the docs search finds an indicator by its name and by its code; Enter opens the page', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    await page.goto('/ma4/guide');
    const search = page.getByRole('combobox', { name: /Search the .* docs/ });

    for (const query of [INDICATOR.name, INDICATOR.code]) {
      await search.fill(query);
      const options = page.getByRole('listbox', { name: 'Pages found' }).getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(options.first()).toContainText(new RegExp(INDICATOR.code, 'i'));
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    }

    // The arrows move the choice; Enter opens the chosen page.
    const options = page.getByRole('listbox', { name: 'Pages found' }).getByRole('option');
    const count = await options.count();
    if (count > 1) {
      await search.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await search.press('ArrowUp');
    }
    const target = (await options.first().getAttribute('data-url')) ?? '';
    expect(target).toMatch(/^\/ma4\//);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(article(page)).toContainText(INDICATOR.code);
  });

  test("the header keeps the user's menus and dark mode on a docs page", async ({ page }) => {
    // The menus' code loads on first use (issue 14: the docs pages' JavaScript): a first press still opens them.
    await signInOnPage(page, 'demo-admin');
    await page.goto('/ma4/guide/overview');
    await expect(article(page)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Analytics', exact: true })
      .click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Charts', exact: true }).click();
    await expect(page).toHaveURL(/\/ma4\/charts$/);

    await page.goto('/ma4/guide/overview');
    await accountMenuButton(page).click();
    await expect(accountMenu(page).getByRole('button', { name: /Log out/ })).toBeVisible();
    await accountMenu(page).getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await accountMenu(page).getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a page that does not exist answers 404', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    const response = await page.goto('/ma4/guide/no-such-page');
    expect(response?.status()).toBe(404);
  });

  test('a research note draws its chart as SVG on the server', async ({ page }) => {
    await signInOnPage(page, 'demo-admin');
    const listing = await (await page.request.get('/x/webdocs/ma4?listing=true')).json();
    const research: Array<{ path: string; webPath: string }> = listing.data.pages.filter(
      (one: { section: string }) => one.section === 'research',
    );
    let withChart: string | null = null;
    for (const one of research) {
      const answer = await (await page.request.get(`/x/webdocs/ma4/${one.path}`)).json();
      if (String(answer.data.html).includes('data-docs-chart')) {
        withChart = one.webPath;
        break;
      }
    }
    expect(withChart, 'a research note of ma4 with a chart block').not.toBeNull();
    // The server's HTML itself carries the picture: no chart script draws it.
    const html = await (await page.request.get(withChart ?? '')).text();
    expect(html).toMatch(/data-docs-chart-figure[^>]*>[\s\S]*?<svg/);
    await page.goto(withChart ?? '');
    const figure = page.locator('figure[data-docs-chart-figure]').first();
    // Drawn twice (a phone's width and a wide one); CSS shows the one that fits.
    await expect(figure.locator('svg:visible')).toHaveCount(1);
    await expect(figure).toContainText('Demo data: simulated.');
  });
});

test.describe('docs access', () => {
  test('demo-nodocs gets Permission required and none of the content', async ({ page }) => {
    await signInOnPage(page, 'demo-nodocs');
    await page.goto('/ma4/guide/indicators-and-sources');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible();
    await expect(article(page)).toHaveCount(0);
    const html = await (await page.request.get('/ma4/guide/indicators-and-sources')).text();
    expect(html).not.toContain('data-testid="docs-article"');
    expect(html).not.toContain('every bipolar and unipolar value');
  });

  test('a non-admin (demo-manual) is refused the WRDS guide', async ({ page }) => {
    await signInOnPage(page, 'demo-manual');
    await page.goto('/wrds/guide');
    await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible();
    await expect(article(page)).toHaveCount(0);
    const html = await (await page.request.get('/wrds/guide')).text();
    expect(html).not.toContain('data-testid="docs-article"');
  });
});
