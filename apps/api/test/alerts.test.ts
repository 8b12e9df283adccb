/**
 * Radar alerts end to end (issue 15 '/radar/alerts' and 'Tests'): a rule that must fire on the lake's newest day,
 * a publish, and then exactly one firing and exactly one signed webhook call to a local receiver; a second publish
 * and a restart on the same store repeat neither. A receiver that fails once gets a second, logged attempt. Also
 * the refusals: bad rules and webhook URLs answer 400 naming the field. Store tests run on SQLite and, when
 * DATABASE_URL is reachable, on PostgreSQL.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeReadPools, lakePaths, publishBuild } from '@moodwire/warehouse';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_ALERT_RULES_PER_USER } from '../src/alerts/alert-rule';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { insertAlertFirings } from '../src/store/alerts/insert-alert-firings';
import { dataOf, signInKey } from './helpers/test-app';
import { TEST_BACKENDS, type TestStore } from './helpers/test-backends';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A local webhook receiver: records every call and answers with the next status of its script (then 200). */
async function startReceiver(statuses: number[] = []): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end(response.statusCode === 200 ? 'ok' : 'try again');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/hook`, received };
}

/** Publishes the current build again as a new build: a copy under a new id, published as a build publishes. */
async function republish(dataDir: string, suffix: string): Promise<string> {
  const paths = lakePaths(dataDir);
  const source = join(paths.lakeDir, readlinkSync(paths.current));
  const manifest = JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8')) as { buildId: string };
  const buildId = `${manifest.buildId.split('-republished')[0]}-republished-${suffix}`;
  const target = join(paths.buildsDir, buildId);
  cpSync(source, target, { recursive: true });
  writeFileSync(join(target, 'manifest.json'), JSON.stringify({ ...manifest, buildId }));
  await publishBuild(paths, target);
  return buildId;
}

async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const FAST_ALERTS = {
  ALERTS_WEBHOOK_ALLOW_PRIVATE: '1',
  ALERTS_WATCH_INTERVAL_MS: '50',
  ALERTS_DELIVERY_POLL_MS: '50',
  ALERTS_WEBHOOK_RETRY_DELAYS_MS: '0,100,100',
  ALERTS_WEBHOOK_TIMEOUT_MS: '2000',
};

async function makeApp(store: TestStore, dataDir: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    DEMO_MODE: '1',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: store.sqlitePath,
    DATABASE_URL: store.databaseUrl ?? '',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const app = await buildApp(config, { dataDir });
  await app.ready();
  return app;
}

interface PreviewAnswer {
  to: string;
  points: { date: string; value: number | null }[];
  firings: { date: string }[];
}

/**
 * A threshold rule that crosses on the lake's last day for an asset of the tiny lake: the level halfway between
 * the two last values, in the direction they moved.
 */
async function ruleFiringOnLastDay(app: FastifyInstance, key: string) {
  for (const code of ['BTC', 'ETH', 'US', 'EUR']) {
    const assetClass = code === 'US' ? 'cou' : code === 'EUR' ? 'cur' : 'crypto';
    const response = await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/preview?apikey=${key}`,
      payload: {
        asset: { class: assetClass, code },
        kind: 'change',
        indicator: 'sentiment',
        params: { days: 1, amount: 1 },
      },
    });
    if (response.statusCode !== 200) continue;
    const preview = dataOf<PreviewAnswer>(response);
    const [previous, last] = preview.points.slice(-2);
    if (previous?.value == null || last?.value == null || last.date !== preview.to || previous.value === last.value) {
      continue;
    }
    const rising = last.value > previous.value;
    return {
      to: preview.to,
      rule: {
        name: `${code} crosses`,
        target: { type: 'asset', class: assetClass, code },
        kind: 'threshold',
        indicator: 'sentiment',
        params: { direction: rising ? 'above' : 'below', value: (previous.value + last.value) / 2 },
        cooldownDays: 1,
      },
    };
  }
  throw new Error('no asset of the tiny lake has values on its last two days');
}

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`radar alerts end to end (${backend.name})`, () => {
    let root: string;
    let dataDir: string;
    let store: TestStore;
    let app: FastifyInstance;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'moodwire-alerts-'));
      dataDir = join(root, 'data');
      // A lake of this test's own (it publishes): a copy of the shared tiny lake's data root.
      cpSync(inject('tinyLakeDir'), dataDir, { recursive: true, verbatimSymlinks: true });
      store = await backend.createStore();
      receiver = await startReceiver();
      app = await makeApp(store, dataDir, FAST_ALERTS);
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      receiver?.server.close();
      await closeReadPools();
      await store?.drop();
      rmSync(root, { recursive: true, force: true });
    });

    it('fires once after a publish, sends one signed webhook, and repeats neither on a second publish or a restart', async () => {
      const key = await signInKey(app, 'demo-admin');
      const { rule, to } = await ruleFiringOnLastDay(app, key);
      const hook = await app.inject({
        method: 'POST',
        url: `/radarv5/alerts/webhook?apikey=${key}`,
        payload: { url: receiver.url },
      });
      expect(hook.statusCode, hook.body).toBe(200);
      const secret = dataOf<{ secret: string }>(hook).secret;
      expect(secret).toMatch(/^whsec_/);
      const created = await app.inject({ method: 'POST', url: `/radarv5/alerts/rules?apikey=${key}`, payload: rule });
      expect(created.statusCode, created.body).toBe(200);
      const ruleId = dataOf<{ id: string }>(created).id;

      // The preview of the same rule marks the last day (the same evaluation as the live one).
      const preview = await app.inject({
        method: 'POST',
        url: `/radarv5/alerts/preview?apikey=${key}`,
        payload: { ...rule, asset: { class: rule.target.class, code: rule.target.code } },
      });
      expect(dataOf<PreviewAnswer>(preview).firings.map((firing) => firing.date)).toContain(to);

      const evaluations = app.alerts.evaluations.length;
      await republish(dataDir, 'a');
      await until('the webhook call', () => receiver.received.length >= 1);
      expect(app.alerts.evaluations.length).toBeGreaterThan(evaluations);

      const firings = async (instance: FastifyInstance, apikey: string) =>
        dataOf<{ total: number; unread: number; firings: { id: string; window: string; webhook: string }[] }>(
          await instance.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${apikey}` }),
        );
      const first = await until('the delivered state', async () => {
        const page = await firings(app, key);
        return page.firings[0]?.webhook === 'delivered' ? page : null;
      });
      expect(first.total).toBe(1);
      expect(first.unread).toBe(1);
      expect(first.firings[0]?.window).toBe(to);

      // The call: signed over "<t>.<raw body>" with the secret shown on save, and named by the firing's id.
      expect(receiver.received).toHaveLength(1);
      const call = receiver.received[0] as Received;
      const signature = String(call.headers['moodwire-signature']);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${call.body}`).digest('hex'));
      expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(600);
      expect(call.headers['moodwire-event-id']).toBe(first.firings[0]?.id);
      const body = JSON.parse(call.body) as Record<string, unknown>;
      expect(body).toMatchObject({
        id: first.firings[0]?.id,
        rule: { id: ruleId, name: rule.name, kind: 'threshold', indicator: 'sentiment' },
        asset: { code: rule.target.code },
        window: to,
      });
      expect(Object.keys(body).sort()).toEqual(['asset', 'firedAt', 'id', 'message', 'rule', 'values', 'window']);

      // A second publish: evaluated again, nothing new.
      const before = app.alerts.evaluations.length;
      const second = await republish(dataDir, 'b');
      await until('the second evaluation', () =>
        app.alerts.evaluations.slice(before).some((evaluation) => evaluation.buildId === second),
      );
      await app.alerts.deliver();
      expect((await firings(app, key)).total).toBe(1);
      expect(receiver.received).toHaveLength(1);

      // A restart on the same store: the start's evaluation and delivery round find nothing new to do.
      await app.close();
      app = await makeApp(store, dataDir, FAST_ALERTS);
      await until('the evaluation at start', () => app.alerts.evaluations.length > 0);
      await app.alerts.deliver();
      const again = await signInKey(app, 'demo-admin');
      expect((await firings(app, again)).total).toBe(1);
      expect(receiver.received).toHaveLength(1);

      const deliveries = dataOf<{ total: number; deliveries: { attempt: number; ok: boolean; statusCode: number }[] }>(
        await app.inject({ method: 'GET', url: `/radarv5/alerts/deliveries?apikey=${again}` }),
      );
      expect(deliveries.total).toBe(1);
      expect(deliveries.deliveries[0]).toMatchObject({ attempt: 1, ok: true, statusCode: 200 });

      const usage = dataOf<Record<string, unknown>>(
        await app.inject({ method: 'GET', url: `/radarv5/alerts/usage?apikey=${again}` }),
      );
      expect(usage).toMatchObject({ rules: 1, firingsLast30Days: 1, unread: 1, deliveries: { ok: 1, failed: 0 } });
      const read = await app.inject({
        method: 'POST',
        url: `/radarv5/alerts/firings/read?apikey=${again}`,
        payload: { all: true },
      });
      expect(dataOf(read)).toEqual({ updated: 1, unread: 0 });
    }, 90_000);
  });
}

for (const backend of TEST_BACKENDS) {
  describe.skipIf(backend.skipReason !== null)(`radar alerts: two API processes on one store (${backend.name})`, () => {
    let store: TestStore;
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      store = await backend.createStore();
      // Evaluation by hand only: both processes judge the same window at the same moment.
      const env = { ALERTS_ENABLED: '0' };
      apps = [await makeApp(store, inject('tinyLakeDir'), env), await makeApp(store, inject('tinyLakeDir'), env)];
    }, 60_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      await closeReadPools();
      await store?.drop();
    });

    it('stores a firing evaluated by both at once exactly once (the unique key on rule, asset and window)', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const key = await signInKey(a, 'demo-admin');
      const { rule } = await ruleFiringOnLastDay(a, key);
      expect(
        (await a.inject({ method: 'POST', url: `/radarv5/alerts/rules?apikey=${key}`, payload: rule })).statusCode,
      ).toBe(200);
      const [first, second] = await Promise.all([a.alerts.evaluate('manual'), b.alerts.evaluate('manual')]);
      // Whether the second saw the first's row (and kept quiet for the cooldown) or raced it, one row is stored.
      expect(first?.hits).toBe(1);
      expect((first?.inserted.length ?? 0) + (second?.inserted.length ?? 0)).toBe(1);
      // The key itself: inserting the same (rule, asset, window) again under a new id inserts nothing.
      const stored = await a.ctx.db.selectFrom('alert_firings').selectAll().executeTakeFirstOrThrow();
      const { read_at: _read, webhook_attempts: _attempts, ...row } = stored;
      expect(await insertAlertFirings(b.ctx.db, [{ ...row, id: randomUUID() }])).toEqual([]);
      expect(
        await insertAlertFirings(b.ctx.db, [{ ...row, id: randomUUID(), window_date: '1999-01-01' }]),
      ).toHaveLength(1);
      const page = dataOf<{ total: number }>(
        await b.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${key}` }),
      );
      expect(page.total).toBe(2);
    });
  });
}

describe('radar alerts: webhook retries (sqlite)', () => {
  let root: string;
  let store: TestStore;
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'moodwire-alerts-retry-'));
    store = await (TEST_BACKENDS[0] as (typeof TEST_BACKENDS)[number]).createStore();
    receiver = await startReceiver([500]);
    app = await makeApp(store, inject('tinyLakeDir'), FAST_ALERTS);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    receiver?.server.close();
    await closeReadPools();
    await store?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('a receiver that answers 500 once gets a second attempt: two attempts logged, one success', async () => {
    const key = await signInKey(app, 'demo-admin');
    const { rule } = await ruleFiringOnLastDay(app, key);
    await app.inject({ method: 'POST', url: `/radarv5/alerts/webhook?apikey=${key}`, payload: { url: receiver.url } });
    await app.inject({ method: 'POST', url: `/radarv5/alerts/rules?apikey=${key}`, payload: rule });
    const evaluation = await app.alerts.evaluate('manual');
    expect(evaluation?.inserted).toHaveLength(1);
    const log = await until('two attempts', async () => {
      const page = dataOf<{
        total: number;
        deliveries: { attempt: number; ok: boolean; statusCode: number; error: string | null }[];
      }>(await app.inject({ method: 'GET', url: `/radarv5/alerts/deliveries?apikey=${key}` }));
      return page.total >= 2 ? page : null;
    });
    expect(log.deliveries.map(({ attempt, ok, statusCode, error }) => ({ attempt, ok, statusCode, error }))).toEqual([
      { attempt: 2, ok: true, statusCode: 200, error: null },
      { attempt: 1, ok: false, statusCode: 500, error: 'HTTP 500' },
    ]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]?.headers['moodwire-event-id']).toBe(receiver.received[1]?.headers['moodwire-event-id']);
    const page = dataOf<{ firings: { webhook: string }[] }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${key}` }),
    );
    expect(page.firings[0]?.webhook).toBe('delivered');
    // Evaluating the same day again inserts nothing.
    expect((await app.alerts.evaluate('manual'))?.inserted).toEqual([]);
  }, 60_000);
});

describe('radar alerts: a receiver that keeps failing (sqlite)', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    store = await (TEST_BACKENDS[0] as (typeof TEST_BACKENDS)[number]).createStore();
    receiver = await startReceiver([503, 500, 502, 500]);
    app = await makeApp(store, inject('tinyLakeDir'), FAST_ALERTS);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    receiver?.server.close();
    await closeReadPools();
    await store?.drop();
  });

  it('is tried as often as the retry delays allow, then the delivery is marked failed and not sent again', async () => {
    const key = await signInKey(app, 'demo-admin');
    const { rule } = await ruleFiringOnLastDay(app, key);
    await app.inject({ method: 'POST', url: `/radarv5/alerts/webhook?apikey=${key}`, payload: { url: receiver.url } });
    await app.inject({ method: 'POST', url: `/radarv5/alerts/rules?apikey=${key}`, payload: rule });
    await app.alerts.evaluate('manual');
    const page = await until('the failed state', async () => {
      const firings = dataOf<{ firings: { webhook: string }[] }>(
        await app.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${key}` }),
      );
      return firings.firings[0]?.webhook === 'failed' ? firings : null;
    });
    expect(page.firings).toHaveLength(1);
    // ALERTS_WEBHOOK_RETRY_DELAYS_MS '0,100,100': three attempts.
    expect(receiver.received.map((call) => call.headers['moodwire-event-id'])).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await app.alerts.deliver();
    expect(receiver.received).toHaveLength(3);
    const usage = dataOf<{ deliveries: Record<string, number> }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/usage?apikey=${key}` }),
    );
    expect(usage.deliveries).toEqual({ ok: 0, failed: 1, pending: 0 });
    const log = dataOf<{ deliveries: { attempt: number; statusCode: number }[] }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/deliveries?apikey=${key}` }),
    );
    expect(log.deliveries.map(({ attempt, statusCode }) => [attempt, statusCode])).toEqual([
      [3, 502],
      [2, 500],
      [1, 503],
    ]);
  }, 60_000);
});

describe('radar alerts: refusals', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let key: string;

  beforeAll(async () => {
    store = await (TEST_BACKENDS[0] as (typeof TEST_BACKENDS)[number]).createStore();
    // The operator's default: webhooks may not call private addresses.
    app = await makeApp(store, inject('tinyLakeDir'), { ALERTS_ENABLED: '0' });
    key = await signInKey(app, 'demo-admin');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    await store?.drop();
  });

  const base = {
    name: 'Bitcoin',
    target: { type: 'asset', class: 'crypto', code: 'BTC' },
    kind: 'threshold',
    indicator: 'sentiment',
    params: { direction: 'above', value: 0.2 },
  };
  const create = (payload: unknown) =>
    app.inject({ method: 'POST', url: `/radarv5/alerts/rules?apikey=${key}`, payload: payload as object });

  it.each([
    [{ ...base, params: { value: 0.2 } }, "Invalid parameter 'params.direction': required for a threshold rule"],
    [
      { ...base, params: { direction: 'up', value: 0.2 } },
      "Invalid parameter 'params.direction': a threshold rule takes 'above', 'below'",
    ],
    [
      { ...base, params: { ...base.params, factor: 3 } },
      "Invalid parameter 'params.factor': not used by a threshold rule",
    ],
    [{ ...base, kind: 'zscore', params: {} }, "Invalid parameter 'params.limit': required for a zscore rule"],
    [{ ...base, kind: 'change', params: { days: 0, amount: 0.1 } }, "Invalid parameter 'params.days': must be >= 1"],
    [
      { ...base, indicator: 'nosuch' },
      "Invalid parameter 'indicator': 'nosuch' is not an indicator of the class 'crypto'",
    ],
    [
      { ...base, kind: 'buzz_spike', indicator: 'sentiment', params: { factor: 3 } },
      "Invalid parameter 'indicator': a buzz_spike rule reads 'buzz'",
    ],
    [
      { ...base, target: { type: 'asset', class: 'crypto', code: 'NOPE' } },
      "Invalid parameter 'target.code': no asset 'NOPE' in the class 'crypto'",
    ],
    [
      { ...base, target: { type: 'asset', class: 'equcor', code: 'X' } },
      "Invalid parameter 'target.class': alerts read the market indices; 'equcor' is an ESG class",
    ],
    [
      { ...base, target: { type: 'group', group: 'no-such-group' } },
      "Invalid parameter 'target.group': no preset group 'no-such-group'",
    ],
    [
      { ...base, target: { type: 'watchlist', key: 'nope' } },
      "Invalid parameter 'target.key': no v5 watchlist with the key 'nope'",
    ],
    [
      { ...base, target: { type: 'group', code: 'BTC' } },
      "Invalid parameter 'target.code': not used by a target of type 'group'",
    ],
    [{ ...base, name: '   ' }, "Invalid parameter 'name': must not be empty"],
    [{ ...base, expires: '2001-01-01' }, "Invalid parameter 'expires': must not be in the past"],
    [{ ...base, cooldownDays: 400 }, "Invalid parameter 'cooldownDays': must be <= 365"],
    [{ ...base, source: 'Radio' }, "Invalid parameter 'source'"],
  ])('refuses a bad rule with a message naming the field (%#)', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((response.json() as { error: string }).error).toContain(message);
  });

  it(`refuses a rule beyond the ${MAX_ALERT_RULES_PER_USER} a user may have`, async () => {
    const rules = dataOf<{ rules: unknown[] }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/rules?apikey=${key}` }),
    ).rules.length;
    for (let i = rules; i < MAX_ALERT_RULES_PER_USER; i++) {
      expect((await create({ ...base, name: `rule ${i}` })).statusCode).toBe(200);
    }
    const refused = await create({ ...base, name: 'one too many' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: string }).error).toBe(
      `Invalid parameter 'rules': at most ${MAX_ALERT_RULES_PER_USER} alert rules per user`,
    );
  }, 60_000);

  it.each([
    ['http://127.0.0.1:8080/hook', /not public/],
    ['http://10.0.0.1/hook', /not public/],
    ['http://[::1]/hook', /not public/],
    ['http://localhost/hook', /not public/],
    ['http://169.254.169.254/latest/meta-data', /not public/],
    ['ftp://example.com/hook', /only http:\/\/ and https:\/\//],
  ])('refuses the webhook URL %s naming the field url', async (url, reason) => {
    const response = await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/webhook?apikey=${key}`,
      payload: { url },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: string };
    expect(error).toMatch(/^Invalid parameter 'url': /);
    expect(error).toMatch(reason);
  });

  it('answers 404 for a rule that is not the caller’s, and refuses callers without the Radar permission', async () => {
    const update = await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/rules/update?id=not-a-rule&apikey=${key}`,
      payload: base,
    });
    expect(update.statusCode).toBe(404);
    const rotate = await app.inject({ method: 'POST', url: `/radarv5/alerts/webhook/rotate?apikey=${key}` });
    expect(rotate.statusCode).toBe(404);
    const other = await signInKey(app, 'demo-manual');
    const refused = await app.inject({ method: 'GET', url: `/radarv5/alerts/rules?apikey=${other}` });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the webhook secret once: on the first save and on rotation, never on reads or later saves', async () => {
    const other = await makeApp(
      await (TEST_BACKENDS[0] as (typeof TEST_BACKENDS)[number]).createStore(),
      inject('tinyLakeDir'),
      {
        ALERTS_ENABLED: '0',
        ALERTS_WEBHOOK_ALLOW_PRIVATE: '1',
      },
    );
    try {
      const otherKey = await signInKey(other, 'demo-admin');
      const save = (url: string) =>
        other.inject({ method: 'POST', url: `/radarv5/alerts/webhook?apikey=${otherKey}`, payload: { url } });
      const first = dataOf<{ secret: string | null; webhook: { secretHint: string } }>(
        await save('http://127.0.0.1:9/a'),
      );
      expect(first.secret).toMatch(/^whsec_[\w-]{43}$/);
      expect(first.webhook.secretHint).toBe(`…${first.secret?.slice(-4)}`);
      const second = dataOf<{ secret: string | null }>(await save('http://127.0.0.1:9/b'));
      expect(second.secret).toBeNull();
      const read = await other.inject({ method: 'GET', url: `/radarv5/alerts/webhook?apikey=${otherKey}` });
      expect(read.body).not.toContain(first.secret as string);
      expect(dataOf<{ url: string }>(read).url).toBe('http://127.0.0.1:9/b');
      const rotated = dataOf<{ secret: string }>(
        await other.inject({ method: 'POST', url: `/radarv5/alerts/webhook/rotate?apikey=${otherKey}` }),
      );
      expect(rotated.secret).toMatch(/^whsec_/);
      expect(rotated.secret).not.toBe(first.secret);
    } finally {
      await other.close();
    }
  });
});

describe('radar alerts: watchlist targets, updates and owners (sqlite)', () => {
  let store: TestStore;
  let app: FastifyInstance;
  let key: string;

  beforeAll(async () => {
    store = await (TEST_BACKENDS[0] as (typeof TEST_BACKENDS)[number]).createStore();
    app = await makeApp(store, inject('tinyLakeDir'), { ALERTS_ENABLED: '0' });
    key = await signInKey(app, 'demo-admin');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await closeReadPools();
    await store?.drop();
  });

  it('a watchlist rule fires for the watchlist’s assets; a disabled rule and a rule of a user without Radar stay quiet', async () => {
    const { rule } = await ruleFiringOnLastDay(app, key);
    const watchlist = dataOf<{ key: string }>(
      await app.inject({
        method: 'POST',
        url: `/user/watchlistsv5/insert?apikey=${key}`,
        payload: { name: 'Mine', assets: JSON.stringify([rule.target.code]) },
      }),
    );
    const created = await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/rules?apikey=${key}`,
      payload: { ...rule, target: { type: 'watchlist', key: watchlist.key } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = dataOf<{ id: string }>(created).id;

    // Disabled (an update of the whole rule): not evaluated.
    const disabled = await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/rules/update?id=${id}&apikey=${key}`,
      payload: { ...rule, name: 'Mine, paused', target: { type: 'watchlist', key: watchlist.key }, enabled: false },
    });
    expect(dataOf<{ name: string; enabled: boolean }>(disabled)).toMatchObject({
      name: 'Mine, paused',
      enabled: false,
    });
    expect((await app.alerts.evaluate('manual'))?.rules ?? 0).toBe(0);

    // Enabled again, but its owner loses the Radar permission: still quiet.
    await app.inject({
      method: 'POST',
      url: `/radarv5/alerts/rules/update?id=${id}&apikey=${key}`,
      payload: { ...rule, target: { type: 'watchlist', key: watchlist.key } },
    });
    const admin = await app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'demo-admin')
      .executeTakeFirstOrThrow();
    await app.ctx.db
      .updateTable('users')
      .set({ role: 'manual', permissions: '{}' })
      .where('id', '=', admin.id)
      .execute();
    expect((await app.alerts.evaluate('manual'))?.rules).toBe(0);
    await app.ctx.db
      .updateTable('users')
      .set({ role: admin.role, permissions: admin.permissions })
      .where('id', '=', admin.id)
      .execute();

    const evaluation = await app.alerts.evaluate('manual');
    expect(evaluation).toMatchObject({ rules: 1, pairs: 1, hits: 1 });
    const page = dataOf<{ firings: { asset: { code: string }; webhook: string; ruleName: string }[] }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${key}` }),
    );
    expect(page.firings).toHaveLength(1);
    expect(page.firings[0]).toMatchObject({ asset: { code: rule.target.code }, webhook: 'none', ruleName: rule.name });

    // Deleting the rule removes its history too.
    const deleted = await app.inject({ method: 'POST', url: `/radarv5/alerts/rules/delete?id=${id}&apikey=${key}` });
    expect(dataOf(deleted)).toEqual({ deleted: true });
    const after = dataOf<{ total: number }>(
      await app.inject({ method: 'GET', url: `/radarv5/alerts/firings?apikey=${key}` }),
    );
    expect(after.total).toBe(0);
  });

  it('never writes the webhook secret to the log', async () => {
    const logs: string[] = [];
    const config = loadConfig({
      DEMO_MODE: '1',
      LOG_LEVEL: 'trace',
      SQLITE_PATH: ':memory:',
      ALERTS_ENABLED: '0',
      ALERTS_WEBHOOK_ALLOW_PRIVATE: '1',
    });
    const logged = await buildApp(config, {
      dataDir: inject('tinyLakeDir'),
      logStream: { write: (line: string) => void logs.push(line) },
    });
    try {
      const own = await signInKey(logged, 'demo-admin');
      const saved = dataOf<{ secret: string }>(
        await logged.inject({
          method: 'POST',
          url: `/radarv5/alerts/webhook?apikey=${own}`,
          payload: { url: 'http://127.0.0.1:9/x' },
        }),
      );
      const rotated = dataOf<{ secret: string }>(
        await logged.inject({ method: 'POST', url: `/radarv5/alerts/webhook/rotate?apikey=${own}` }),
      );
      expect(logs.length).toBeGreaterThan(0);
      const text = logs.join('\n');
      expect(text).not.toContain(saved.secret);
      expect(text).not.toContain(rotated.secret);
    } finally {
      await logged.close();
    }
  });
});
