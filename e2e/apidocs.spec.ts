import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInOnPage } from './support/session';

// The API reference (issue 14 'Documentation'): rendered from the API's own /openapi.json, every path reachable
// from each product's reference index, code samples with the key as a placeholder, and 'Try it' through /x.

// The pages check the session in the browser before they show the content (or the refusal): give that time on a
// development server that compiles on first use.
const expect = baseExpect.configure({ timeout: 30_000 });

const API_ROOT = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

interface OpenApiPaths {
  paths: Record<string, Record<string, unknown>>;
}

/** Every `METHOD path` of the API's document, read from the API itself. */
async function documentOperations(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${API_ROOT}/openapi.json`);
  expect(answer.ok()).toBe(true);
  const document = (await answer.json()) as OpenApiPaths;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

async function indexOperations(page: Page): Promise<string[]> {
  const links = page.getByTestId('api-index-link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) =>
    elements.map(
      (element) => `${element.getAttribute('data-method')?.toUpperCase()} ${element.getAttribute('data-path')}`,
    ),
  );
}

/** Signs in on the form and waits for the move to the Data Overview, longer than support/session.ts does. */

const operation = (page: Page, method: string, path: string) =>
  page.locator(`section[data-testid="api-operation"][data-method="${method}"][data-path="${path}"]`);

test.describe('API reference', () => {
  // Each test opens several server-rendered docs pages (the largest about 300 kB of HTML).
  test.describe.configure({ timeout: 180_000 });

  test('each reference index lists every path and method of /openapi.json, the product calls first', async ({
    page,
  }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
    const expected = (await documentOperations(page)).sort();
    expect(expected.length).toBeGreaterThan(50);
    for (const [href, firstPrefix] of [
      ['/ma4/apidocs/reference', '/rma/v4/'],
      ['/esg4/apidocs/reference', '/esg/v4/'],
      ['/mms/apidocs?reference', '/mms/'],
    ] as const) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
      const listed = await indexOperations(page);
      expect([...new Set(listed)].sort(), href).toEqual(expected);
      expect(listed[0]?.split(' ')[1]?.startsWith(firstPrefix), href).toBe(true);
    }
    // An index link opens the operation on its tag page.
    await page.goto('/ma4/apidocs/reference');
    await page.locator('a[data-testid="api-index-link"][data-path="/masf/v4/sources"]').first().click();
    await expect(page).toHaveURL(/\/ma4\/apidocs\/reference\/masf#get-masf-v4-sources$/);
    await expect(operation(page, 'get', '/masf/v4/sources')).toBeVisible();
  });

  test('a tag page shows parameters, answer fields, errors and samples, never the key', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
    await page.goto('/ma4/apidocs/reference/data');
    const series = operation(page, 'get', '/rma/v4/data/{asset_class}/{freq}/{asset_code}');
    await expect(series.getByRole('heading', { level: 2 })).toContainText(
      '/rma/v4/data/{asset_class}/{freq}/{asset_code}',
    );
    const parameters = series.getByTestId('operation-parameters');
    for (const name of ['asset_class', 'freq', 'asset_code', 'datacols', 'start_date', 'end_date', 'format'])
      await expect(parameters.getByText(name, { exact: true })).toBeVisible();
    await expect(parameters).toContainText('one of csv, json');
    await expect(series.getByRole('heading', { name: 'Errors' })).toBeVisible();
    await expect(series).toContainText('Bad input: the message names the parameter');

    const samples = series.getByTestId('code-samples');
    await expect(samples.getByRole('tabpanel')).toContainText('curl --fail-with-body -sS');
    await expect(samples.getByRole('tabpanel')).toContainText('apikey=YOUR_API_KEY');
    // The tabs follow the ARIA pattern: the arrow key moves to Python, whose sample reads the CSV with pandas.
    await samples.getByRole('tab', { name: 'curl' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(samples.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(samples.getByRole('tabpanel')).toContainText('pd.read_csv(StringIO(response.text))');
    await samples.getByRole('tab', { name: 'TypeScript' }).click();
    await expect(samples.getByRole('tabpanel')).toContainText('await fetch(');

    // The user's data key is never in the page.
    const key = ((await (await page.request.get('/x/account/apikey')).json()) as { data: { apikey: string } }).data
      .apikey;
    expect(key.length).toBeGreaterThan(10);
    expect(await page.content()).not.toContain(key);

    // A POST has samples but no 'Try it'.
    await page.goto('/ma4/apidocs/reference/user');
    await expect(operation(page, 'post', '/user/prefs/insert')).toContainText('Offered for GET calls only');
    // An unknown tag is a 404.
    expect((await page.goto('/ma4/apidocs/reference/no-such-tag'))?.status()).toBe(404);
  });

  test("'Try it' calls the API as the signed-in user and shows the answer", async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
    await page.goto('/ma4/apidocs/reference/masf');
    const sources = operation(page, 'get', '/masf/v4/sources');
    await sources.getByRole('button', { name: 'Send request' }).click();
    const answer = sources.getByTestId('try-it-answer');
    await expect(answer.getByTestId('try-it-status')).toHaveText('200 OK');
    await expect(answer).toContainText('"News_Social"');
    await expect(answer).toContainText('x-ratelimit-remaining');
  });

  // Fields changed before the page's script ran were set back by hydration (the format chosen as csv was not
  // sent, the answer was JSON, and no table came): the fields now wait for the script, as the button does.
  test("'Try it' shows a JSON answer, then the same call's CSV as a table, and the API's error", async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
    await page.goto('/ma4/apidocs/reference/data');
    const assets = operation(page, 'get', '/rma/v4/{asset_class}/assets');
    const answer = assets.getByTestId('try-it-answer');
    // The example's search (apple) with no list of codes: the tiny lake's Apple.
    await assets.getByLabel(/^assets/).fill('');
    await assets.getByRole('button', { name: 'Send request' }).click();
    await expect(answer).toContainText('"assetCode"');
    await expect(answer).toContainText('application/json');

    await assets.getByLabel(/^format/).selectOption('csv');
    await assets.getByRole('button', { name: 'Send request' }).click();
    await expect(answer).toContainText('format=csv');
    await expect(answer).toContainText('text/csv');
    const table = answer.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'assetCode' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Ticker' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toContainText('AAPL');

    const info = operation(page, 'get', '/rma/v4/{asset_class}/info');
    await info.getByLabel(/^asset_class/).fill('nosuchclass');
    await info.getByRole('button', { name: 'Send request' }).click();
    await expect(info.getByTestId('try-it-status')).toHaveText('404 Not Found');
    await expect(info.getByRole('alert')).toContainText("There is no asset class 'nosuchclass'");

    // A required parameter left empty is named before anything is sent.
    await info.getByLabel(/^asset_class/).fill('');
    await info.getByRole('button', { name: 'Send request' }).click();
    await expect(info.getByText('asset_class is required.')).toBeVisible();
  });

  test('the overview pages open in the docs frame with the reference in its navigation', async ({ page }) => {
    await signInOnPage(page, 'demo-admin', { timeout: 45_000 });
    await page.goto('/ma4/apidocs');
    await expect(page.getByRole('heading', { level: 1, name: 'API overview' })).toBeVisible();
    await page.getByTestId('docs-nav').getByRole('link', { name: 'Rate limits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rate limits' })).toBeVisible();
    await expect(page.getByTestId('docs-article')).toContainText('600 a minute');
    await page.getByTestId('docs-nav').getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/ma4\/apidocs\/reference$/);
    await page.goto('/mms/apidocs');
    await page.getByTestId('docs-article').getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/mms\/apidocs\?reference$/);
    await expect(page.getByRole('heading', { level: 2, name: 'MMS calls' })).toBeVisible();
  });

  test('an account without the docs permission is refused the reference', async ({ page }) => {
    await signInOnPage(page, 'demo-nodocs', { timeout: 45_000 });
    for (const href of [
      '/ma4/apidocs/reference',
      '/ma4/apidocs/reference/data',
      '/mms/apidocs?reference',
      '/esg4/apidocs',
    ]) {
      await page.goto(href);
      await expect(page.getByRole('heading', { name: 'Permission required' })).toBeVisible();
      await expect(page.getByTestId('api-index-link')).toHaveCount(0);
      await expect(page.getByTestId('api-operation')).toHaveCount(0);
    }
  });
});
