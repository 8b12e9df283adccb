import { expect, type Page, test } from '@playwright/test';

// The marketing site: header of spec §2 (mega-menus, Contact Us, Explore, mobile menu), footer and pages.

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('marketing site', () => {
  test('/ opens the home page, which says the demo data is simulated', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The announcement of the content API (/home-announce) on the demo data.
    await expect(page.getByText('You are looking at simulated demo data')).toBeVisible();
  });

  test('the Solutions mega-menu works from the keyboard and opens a solution page', async ({ page }) => {
    await page.goto('/home');
    const trigger = page.getByRole('button', { name: 'Solutions' });
    // The trigger is disabled until the page script runs (useHydrated); focus() does not wait for it, as click() does.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    // Focus loads the menu's code, which swaps the plain trigger for the dropdown's (data-state) and keeps the focus on
    // it: a key pressed during the swap would go to the page.
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Solutions' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(11);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/solutions\/cryptocurrency-and-blockchain-intelligence$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cryptocurrency and Blockchain Intelligence');
  });

  test('the Products mega-menu links each product to its introduction', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Products' }).click();
    const items = page.getByRole('menu', { name: 'Products' }).getByRole('menuitem');
    await expect(items).toHaveCount(7);
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/ma4/intro',
      '/esg4/intro',
      '/transcripts/intro',
      '/mms/intro',
      '/pulse/intro',
      '/engine/intro',
      '/radar/intro',
    ]);
    await items.filter({ hasText: 'Radar' }).click();
    await expect(page).toHaveURL(/\/radar\/intro$/);
  });

  test('Explore opens the app and Contact Us the contact page', async ({ page }) => {
    await page.goto('/home');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await page.getByRole('banner').getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });

  test('an unknown solution answers 404', async ({ page }) => {
    const response = await page.goto('/solutions/not-a-solution');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('the footer links to terms, privacy, the California notice and contact', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');
    for (const [name, path, heading] of [
      ['Terms of Use', '/terms', 'Terms of Use'],
      ['Privacy Policy', '/privacy', 'Privacy Policy'],
      ['California Privacy Notice', '/privacyca', 'California Privacy Notice'],
      ['Contact Us', '/contact-us', 'Talk to us'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the contact form validates, then sends the message', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByLabel('Your email')).toBeFocused();

    await form.getByLabel('Your email').fill('ann@example');
    await form.getByLabel('Message').fill('  I would like a trial of LMA-ESG.  ');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();

    await form.getByLabel('Your email').fill(' ann@example.com ');
    const request = page.waitForRequest((req) => req.url().endsWith('/x/send-feedback') && req.method() === 'POST');
    await form.getByRole('button', { name: 'Send message' }).click();
    const sent = new URLSearchParams((await request).postData() ?? '');
    expect(sent.get('email')).toBe('ann@example.com');
    expect(sent.get('message')).toBe('I would like a trial of LMA-ESG.');
    expect(sent.get('page')).toBe('/contact-us');
    await expect(page.getByRole('status').filter({ hasText: 'your message has been sent' })).toBeVisible();
    await expect(page.getByText('We will reply to ann@example.com.')).toBeVisible();
  });

  test('the contact form shows the server error and keeps the message', async ({ page }) => {
    await page.route('**/x/send-feedback', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service Unavailable', message: 'Feedback is paused' }),
      }),
    );
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your email').fill('ann@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Service Unavailable: Feedback is paused');
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('replaces the desktop menus, locks page scroll while open and unlocks on close', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Solutions' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await toggle.click();
    const menu = page.locator('#marketing-mobile-menu');
    await expect(menu).toBeVisible();
    // The panel covers the whole window below the header.
    const box = await menu.boundingBox();
    expect(box?.width).toBe(375);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(667);
    expect(box?.y).toBeLessThanOrEqual(65);
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await page.mouse.move(180, 40); // over the header, outside the menu's own scroll area
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('closes and unlocks scroll when a link changes the route', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#marketing-mobile-menu');
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');
    await menu.getByRole('link', { name: 'Commodities' }).click();
    await expect(page).toHaveURL(/\/solutions\/commodities$/);
    await expect(menu).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });
});
