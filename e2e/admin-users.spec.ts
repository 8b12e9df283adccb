import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { openMenu, signInOnPage } from './support/session';

// Issue 16 'Admin' and 'LSEG user management': an admin's edit reaches the user's menus at their next session
// validation; a non-admin is refused every admin page and call; an LSEG manager changes a user's expiry and reads
// the change in the user's audit log. Every change made here is undone, so the specs after this one meet the demo
// accounts as seeded.

const ADMIN_PAGES = [
  '/admin',
  '/admin/user',
  '/admin/samples',
  '/admin/sources-tool',
  '/admin/aigent',
  '/admin/mta-agent',
  '/admin/ai-agent-8505',
];

async function signedInPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnPage(page, username, { timeout: 30_000 });
  return page;
}

/** An admin change through the API with the admin's own session (the page's cookie), for setting up and undoing. */
async function patchUser(request: APIRequestContext, username: string, data: Record<string, unknown>) {
  const response = await request.patch(`/x/admin/users/${username}`, { data });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectPulseTool(page: Page, isEnabled: boolean) {
  const menu = await openMenu(page, 'Pulse');
  const item = menu.getByRole('menuitem', { name: 'Pulse Tool', exact: true });
  if (isEnabled) await expect(item).toHaveAttribute('href', /\//);
  else await expect(item).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
}

test('an admin grants demo-manual pulse; its menus change at the next validation, and the change is audited', async ({
  browser,
}) => {
  const user = await signedInPage(browser, 'demo-manual');
  await expectPulseTool(user, false);

  const admin = await signedInPage(browser, 'demo-admin');
  try {
    await admin.goto('/admin/user?q=demo-man');
    const list = admin.getByTestId('user-list');
    await expect(list.getByRole('link')).toHaveText(['demo-manual']);
    await list.getByRole('link', { name: 'demo-manual' }).click();
    await expect(admin).toHaveURL(/\/admin\/user\/demo-manual$/);
    await admin.getByRole('checkbox', { name: /Pulse \(pulse\)/ }).check();
    await admin.getByRole('button', { name: 'Save access' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const entry = admin.getByTestId('audit-entry').first();
    await expect(entry).toContainText('Changed');
    await expect(entry).toContainText('by demo-admin');
    await expect(entry).toContainText('Permissions');
    await expect(entry).toContainText('pulse');

    // The user's next session validation (a reload) reads the account as changed.
    await user.reload();
    await expectPulseTool(user, true);
  } finally {
    await patchUser(admin.request, 'demo-manual', { permissions: {} });
  }
  await user.reload();
  await expectPulseTool(user, false);
});

test('a non-admin is refused every admin page by the page and every admin call by the API', async ({ browser }) => {
  const page = await signedInPage(browser, 'demo-manual');
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    const refusal = page.locator('[data-access-denied="permission"]');
    await expect(refusal, path).toBeVisible();
    await expect(refusal, path).toContainText('Permission required');
    await expect(page.getByTestId('user-list')).toHaveCount(0);
  }
  const calls: Array<[string, string]> = [
    ['GET', '/x/admin/users'],
    ['GET', '/x/admin/users/demo-ssh'],
    ['GET', '/x/admin/audit'],
    ['PATCH', '/x/admin/users/demo-ssh'],
    ['POST', '/x/admin/users/demo-ssh/status'],
    ['POST', '/x/admin/users/demo-ssh/rotate-key'],
    ['POST', '/x/admin/users/demo-ssh/reset-password'],
  ];
  for (const [method, url] of calls) {
    const response = await page.request.fetch(url, {
      method,
      data: method === 'GET' ? undefined : { status: 'disabled', role: 'admin' },
    });
    expect(response.status(), `${method} ${url}`).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('Permission required');
  }
});

test("an LSEG manager changes an LSEG user's expiry and reads the change in its audit log", async ({ browser }) => {
  const admin = await signedInPage(browser, 'demo-admin');
  // demo-noesg becomes a manager through the webapp flag (spec §6: admin or lsegmanage).
  await patchUser(admin.request, 'demo-noesg', { permissions: { webapp: ['lsegmanage'] } });
  try {
    const manager = await signedInPage(browser, 'demo-noesg');
    await manager.goto('/lseg-manage');
    const list = manager.getByTestId('user-list');
    await expect(list.getByRole('link', { name: 'demo-ssh', exact: true })).toBeVisible();
    // Only LSEG (ssh-role) users: demo-ssh and accounts linked from the provider (GE-…, when the linking spec ran
    // first), never the others.
    for (const name of await list.getByRole('link').allTextContents()) expect(name).toMatch(/^(demo-ssh|GE-.+)$/);
    await list.getByRole('link', { name: 'demo-ssh' }).click();
    await expect(manager).toHaveURL(/\/lseg-manage\/demo-ssh$/);
    // A manager sees no permission flags to change: only expiry, status and data permissions.
    await expect(manager.getByRole('checkbox', { name: /Pulse \(pulse\)/ })).toHaveCount(0);

    await manager.getByRole('checkbox', { name: 'Never expires' }).uncheck();
    await manager.getByLabel('Expiry date').fill('2031-01-31');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    const entry = manager.getByTestId('audit-entry').first();
    await expect(entry).toContainText('by demo-noesg');
    await expect(entry).toContainText('Expiry');
    await expect(entry).toContainText('2031-01-31');

    // Reloaded, the page reads the stored expiry and the same entry.
    await manager.reload();
    await expect(manager.getByText('2031-01-31', { exact: true })).toBeVisible();
    await expect(manager.getByTestId('audit-entry').first()).toContainText('by demo-noesg');
  } finally {
    await patchUser(admin.request, 'demo-ssh', { expires: null });
    await patchUser(admin.request, 'demo-noesg', { permissions: {} });
  }
});
