import { expect, test } from '@playwright/test';
import { signInOnPage } from './support/session';

/**
 * issue 16 'the agent console completes a tool call against the test model': the e2e API runs with AGENT_MODEL_URL
 * pointing at e2e/support/model-server.mjs, which calls search_groups and then answers by quoting its result. The
 * console shows the call as a card with its arguments and result and streams the answer; the admin also calls a
 * tool by hand; a non-admin is refused the page. (The page without a model is covered by the API test.)
 */
test.describe('AI agent consoles', () => {
  test('the agent console completes a tool call against the test model', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/admin/aigent');
    await expect(page.getByText('Model e2e-model')).toBeVisible({ timeout: 30_000 });

    const input = page.getByLabel('Your question');
    await input.fill('Which top groups');
    // Shift+Enter is a new line, Enter sends.
    await input.press('Shift+Enter');
    await input.pressSequentially('are there?');
    await expect(input).toHaveValue('Which top groups\nare there?');
    await input.press('Enter');

    await expect(page.getByTestId('user-message')).toHaveText('Which top groups\nare there?');
    const card = page.getByTestId('tool-call');
    await expect(card).toHaveCount(1);
    await expect(card.locator('summary')).toContainText('search_groups');
    await expect(card.locator('summary')).toContainText('done', { timeout: 30_000 });
    const answer = page.getByTestId('agent-text');
    await expect(answer).toContainText('According to the tool: [{"Group":"', { timeout: 30_000 });
    await expect(input).toHaveValue('');

    // The card opens with the keyboard and shows the arguments and the result the answer quotes.
    await card.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('tool-arguments')).toContainText('"search": "top"');
    const firstGroup = /"Group":"([^"]+)"/.exec((await answer.textContent()) ?? '')?.[1];
    expect(firstGroup).toBeTruthy();
    await expect(card.getByTestId('tool-result')).toContainText(`"Group": "${firstGroup}"`);

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByTestId('tool-call')).toHaveCount(0);
  });

  test('calls a tool by hand from the form made of its schema', async ({ page }) => {
    test.setTimeout(120_000);
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    await page.goto('/admin/ai-agent-8505?tool=search_groups');
    await page.locator('summary', { hasText: "Call the agent's tools yourself" }).click();
    const form = page.getByRole('form', { name: 'Call search_groups' });
    await form.getByLabel('search', { exact: true }).fill('top');
    await form.getByRole('button', { name: 'Call search_groups' }).click();
    await expect(form.getByTestId('tool-result')).toContainText('"Group":', { timeout: 30_000 });
  });

  test('refuses a non-admin', async ({ page }) => {
    await signInOnPage(page, 'demo-manual', { timeout: 30_000 });
    await page.goto('/admin/mta-agent');
    await expect(page.locator('[data-access-denied="permission"]')).toBeVisible();
    await expect(page.getByLabel('Your question')).toHaveCount(0);
    await expect(page.getByTestId('agent-not-configured')).toHaveCount(0);
  });
});
