import { expect, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * issue 16 'Admin': the service health shows the published lake's build and the API's own metrics by route after a
 * few calls, the UI samples show every section in light and dark, and the sources tool's switch is saved for the
 * next build (it is still off after a reload).
 */

test.describe('Admin service health and tools', () => {
  test('/admin shows the build id and a sortable routes table after a few calls', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    const lakeInfo = await page.request.get('/x/lake-info');
    const { buildId } = (await lakeInfo.json()).data as { buildId: string };
    for (let i = 0; i < 3; i++) await page.request.get('/x/lake-info');
    await page.request.get('/x/admin/users/no-such-user');

    await page.goto('/admin');
    await expect(page.getByTestId('health-build')).toContainText(buildId, { timeout: 30_000 });
    const table = page.getByRole('table', { name: 'API routes' });
    await expect(table.getByRole('row', { name: /GET \/lake-info/ })).toBeVisible();
    // The refused look-up counts as a 4xx of its route pattern, never under the name that was asked for.
    await expect(table.getByRole('row', { name: /\/admin\/users\/:username/ })).toBeVisible();
    await expect(table).not.toContainText('no-such-user');

    await table.getByRole('button', { name: 'p95' }).click();
    await expect(page).toHaveURL(/sort=p95Ms/);
    await expect(table.getByRole('columnheader', { name: 'p95' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('link', { name: 'Widgets demo' })).toHaveAttribute('href', '/widgets');
  });

  test('/admin/samples renders each section in a light and a dark panel', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/admin/samples');
    const sections = [
      'Buttons',
      'Inputs',
      'Selects',
      'Search listbox',
      'Dialogs',
      'Tables',
      'Skeletons',
      'Error and empty messages',
      'Notifications',
      'Charts',
    ];
    for (const name of sections) {
      const section = page.getByTestId(`sample-${name}`);
      await expect(section.getByRole('heading', { name, level: 2, exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(section.locator('.dark')).toHaveCount(1);
    }
    // The chart draws the API's data in both panels.
    await expect(page.getByTestId('sample-Charts').locator('[data-chart-ready="true"]')).toHaveCount(2, {
      timeout: 30_000,
    });
    // The dark panel's dialog opens inside it, dark too, and Escape closes it.
    const dialogs = page.getByTestId('sample-Dialogs');
    await dialogs.locator('.dark').getByRole('button', { name: 'Open a dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the watchlist?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the sources tool disables a source, and it is still disabled after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/admin/sources-tool');
    const toggle = page.getByRole('switch', { name: 'Chatter in the next build' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('source-row-Chatter')).not.toContainText(/^\s*0\s*$/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Waiting for the next build: Chatter')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Chatter in the next build' })).toHaveAttribute(
      'aria-checked',
      'false',
      { timeout: 30_000 },
    );

    // Enabled again: the next build of this run's lake takes it as before.
    await page.getByRole('switch', { name: 'Chatter in the next build' }).click();
    await expect(page.getByRole('switch', { name: 'Chatter in the next build' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
