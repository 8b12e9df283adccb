import { expect, type Page, test } from '@playwright/test';
import { e2eDataDir, republishLake } from './support/republish-lake';
import { signInOnPage } from './support/session';

/**
 * issue 15 'Tests': on the tiny lake, a rule that fires on the lake's newest day fires after a publish, and the user
 * sees exactly one unread alert (the header bell and its panel, the alert history on /radar/alerts) naming the
 * asset; a second publish does not repeat it. A probe rule written after the first publish fires on the second one,
 * which shows that the evaluation after the second publish has run before the count is judged.
 */

interface Firing {
  id: string;
  ruleId: string;
  ruleName: string;
  asset: { code: string; name: string };
  window: string;
  message: string;
  readAt: string | null;
}

interface FiringPage {
  total: number;
  unread: number;
  firings: Firing[];
}

interface PreviewAnswer {
  to: string;
  points: { date: string; value: number | null }[];
}

/** Calls the API through the web origin's `/x` prefix with the page's session (a POST with `post`); expects a 200. */
async function api<T>(page: Page, path: string, post?: { body?: unknown }): Promise<T> {
  const response = post
    ? await page.request.post(`/x${path}`, post.body === undefined ? {} : { data: post.body })
    : await page.request.get(`/x${path}`);
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const firingsOf = (page: Page, ruleId: string) =>
  api<FiringPage>(page, `/radarv5/alerts/firings?rule=${encodeURIComponent(ruleId)}&limit=50`);

const lakeBuildId = async (page: Page) => (await api<{ buildId: string }>(page, '/lake-info')).buildId;

/**
 * A threshold rule that crosses on the lake's last day for an asset of the tiny lake (as in the API's alerts test):
 * the level halfway between the two last values, in the direction they moved.
 */
async function ruleFiringOnLastDay(page: Page) {
  for (const code of ['BTC', 'ETH', 'US', 'EUR']) {
    const assetClass = code === 'US' ? 'cou' : code === 'EUR' ? 'cur' : 'crypto';
    const response = await page.request.post('/x/radarv5/alerts/preview', {
      data: {
        asset: { class: assetClass, code },
        kind: 'change',
        indicator: 'sentiment',
        params: { days: 1, amount: 1 },
      },
    });
    if (response.status() !== 200) continue;
    const preview = ((await response.json()) as { data: PreviewAnswer }).data;
    const [previous, last] = preview.points.slice(-2);
    if (previous?.value == null || last?.value == null || last.date !== preview.to || previous.value === last.value) {
      continue;
    }
    return {
      to: preview.to,
      rule: {
        target: { type: 'asset', class: assetClass, code },
        kind: 'threshold',
        indicator: 'sentiment',
        params: {
          direction: last.value > previous.value ? 'above' : 'below',
          value: (previous.value + last.value) / 2,
        },
        cooldownDays: 1,
      },
    };
  }
  throw new Error('no asset of the tiny lake has values on its last two days');
}

test.describe('Radar alerts after a publish', () => {
  test('a rule that fires after a publish shows one unread alert, and a second publish does not repeat it', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dataDir = e2eDataDir();
    await signInOnPage(page, 'demo-admin', { timeout: 30_000 });
    const created: string[] = [];
    try {
      // Whatever an earlier test left unread is read: the bell then counts this test's alert alone.
      await api(page, '/radarv5/alerts/firings/read', { body: { all: true } });

      const { rule, to } = await ruleFiringOnLastDay(page);
      const stamp = Date.now();
      const name = `Publish check ${rule.target.code} ${stamp}`;
      // Named apart from the first (no name contains the other): the history's rows are told apart by name.
      const probeName = `Evaluation probe ${rule.target.code} ${stamp}`;
      const ruleId = (await api<{ id: string }>(page, '/radarv5/alerts/rules', { body: { ...rule, name } })).id;
      created.push(ruleId);
      // Saving a rule evaluates nothing: no firing until the lake is published.
      expect((await firingsOf(page, ruleId)).total).toBe(0);

      // The first publish: the API notices the new `current` link and evaluates the rule for the newest day.
      const run = `e2e${stamp}`;
      const firstBuild = republishLake(dataDir, `${run}-a`);
      await expect.poll(() => lakeBuildId(page), { timeout: 60_000 }).toBe(firstBuild);
      await expect.poll(async () => (await firingsOf(page, ruleId)).total, { timeout: 60_000 }).toBe(1);
      const firing = (await firingsOf(page, ruleId)).firings[0] as Firing;
      expect(firing.window.slice(0, 10)).toBe(to.slice(0, 10));
      expect(firing.readAt).toBeNull();
      expect(firing.asset.code).toBe(rule.target.code);
      const assetName = firing.asset.name;
      expect(assetName.length).toBeGreaterThan(0);
      expect(firing.message).toContain(assetName);

      // The bell: one unread, and its panel lists the alert naming the asset and the rule.
      await page.goto('/radar/alerts');
      const bell = page.getByTestId('alerts-bell');
      await expect(bell).toHaveAttribute('data-unread', '1', { timeout: 30_000 });
      await expect(bell).toHaveAccessibleName('Alerts: 1 unread');
      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Alerts' });
      await expect(panel.getByRole('heading', { name: '1 unread alert' })).toBeVisible();
      await expect(panel.getByRole('listitem')).toHaveCount(1);
      await expect(panel.getByRole('listitem')).toContainText(assetName);
      await expect(panel.getByRole('listitem')).toContainText(name);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);

      // The alert history: one unread row for the rule, naming the asset and the day it fired.
      const history = page.getByRole('list', { name: 'Alert history' });
      const rows = history.getByTestId('alert-firing').filter({ hasText: name });
      await expect(rows).toHaveCount(1, { timeout: 30_000 });
      await expect(rows).toContainText(assetName);
      await expect(rows).toContainText(`window ${to.slice(0, 10)}`);
      await expect(rows).toHaveAttribute('data-unread', 'true');
      await expect(history.getByTestId('alert-firing')).toHaveCount(1);

      // A probe rule on the same asset, written now, fires on the next evaluation: its firing marks that the
      // evaluation after the second publish has run (all rules are judged in one pass and stored at once).
      const probeId = (await api<{ id: string }>(page, '/radarv5/alerts/rules', { body: { ...rule, name: probeName } }))
        .id;
      created.push(probeId);
      expect((await firingsOf(page, probeId)).total).toBe(0);

      // The second publish: evaluated again (the probe fires), and the first rule's alert is not repeated.
      const secondBuild = republishLake(dataDir, `${run}-b`);
      expect(secondBuild).not.toBe(firstBuild);
      await expect.poll(() => lakeBuildId(page), { timeout: 60_000 }).toBe(secondBuild);
      await expect.poll(async () => (await firingsOf(page, probeId)).total, { timeout: 60_000 }).toBe(1);
      const again = await firingsOf(page, ruleId);
      expect(again.total).toBe(1);
      expect(again.firings.map((item) => item.id)).toEqual([firing.id]);

      // What the user sees: still one alert for the rule in the history (the probe's is the second unread).
      await page.reload();
      await expect(bell).toHaveAttribute('data-unread', '2', { timeout: 30_000 });
      await expect(history.getByTestId('alert-firing')).toHaveCount(2, { timeout: 30_000 });
      await expect(rows).toHaveCount(1);
      await expect(history.getByTestId('alert-firing').filter({ hasText: probeName })).toHaveCount(1);
    } finally {
      // Cleanup: the rules go with their firings, so the specs after this one meet no alert of this test.
      for (const id of created) {
        await api(page, `/radarv5/alerts/rules/delete?id=${encodeURIComponent(id)}`, {});
      }
    }
    for (const id of created) expect((await firingsOf(page, id)).total).toBe(0);
  });
});
