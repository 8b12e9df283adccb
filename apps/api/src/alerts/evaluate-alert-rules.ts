/**
 * The live evaluation of every enabled, unexpired alert rule for the lake's newest day(s) (issue 15): the rules'
 * targets are resolved to assets, the series are read once per (class, indicator, source) for every rule that
 * needs them, each rule is tested on each of its assets with the shared `evaluateCondition` (cooldown measured from
 * the stored firings), and the firings are inserted once: the unique key (rule, asset, window) turns a repeated
 * evaluation (a restart, another process, the same build published again) into no new row.
 */
import { randomUUID } from 'node:crypto';
import {
  API_AREAS,
  addDays,
  daysBetween,
  describeHit,
  evaluateCondition,
  formatDay,
  getClassIndicator,
  isExpired,
  lookbackDays,
  meetsRequirement,
} from '@moodwire/domain';
import { type DailyValues, getDailyValues } from '@moodwire/warehouse';
import type { LoadedLake } from '../lake/open-lake';
import { getAccountStatus, toUser } from '../store/account-record';
import type { FiringPayload } from '../store/alerts/alert-firing-row';
import { insertAlertFirings, type NewAlertFiring } from '../store/alerts/insert-alert-firings';
import { type ActiveAlertRule, listActiveAlertRules } from '../store/alerts/list-active-alert-rules';
import { listLastFiringDays } from '../store/alerts/list-last-firing-days';
import type { AccountsDb } from '../store/database-schema';
import { resolveAlertTarget, type TargetAsset } from './resolve-alert-target';

/** Most days one evaluation looks at (a publish after a long pause evaluates its last week only). */
export const MAX_EVALUATED_DAYS = 7;

export interface EvaluateAlertRulesOptions {
  db: AccountsDb;
  lake: LoadedLake;
  dataDir: string;
  /** The newest day evaluated before (the previous build's last day), or null: then only the lake's last day. */
  sinceDay: string | null;
  now: Date;
}

export interface AlertEvaluation {
  buildId: string;
  /** Days evaluated, YYYY-MM-DD. */
  days: string[];
  rules: number;
  /** (rule, asset) pairs tested. */
  pairs: number;
  /** Series reads (one per class, indicator and source). */
  reads: number;
  /** Firings found, and the ids of those that were new (inserted now). */
  hits: number;
  inserted: string[];
  /** Users with a new firing and an enabled webhook (their deliveries are due). */
  usersWithWebhook: number;
  ms: number;
}

interface Job {
  rule: ActiveAlertRule;
  asset: TargetAsset;
  batch: string;
}

/** Whether the rule's owner may still use Radar alerts (a rule of a user who lost masfV5 or expired stays quiet). */
function ownerMayUse(rule: ActiveAlertRule, now: Date): boolean {
  const owner = rule.owner;
  if (getAccountStatus(owner, now) !== 'active' || isExpired(owner.expires, now)) return false;
  return meetsRequirement(API_AREAS.radar, toUser(owner, now));
}

export async function evaluateAlertRules(options: EvaluateAlertRulesOptions): Promise<AlertEvaluation> {
  const started = performance.now();
  const { db, lake, now } = options;
  const lastDay = lake.manifest.to.slice(0, 10);
  const firstDay =
    options.sinceDay === null || options.sinceDay >= lastDay
      ? lastDay
      : ([addDays(options.sinceDay, 1), addDays(lastDay, -(MAX_EVALUATED_DAYS - 1))].sort().at(-1) as string);
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) days.push(day);
  const result: AlertEvaluation = {
    buildId: lake.buildId,
    days,
    rules: 0,
    pairs: 0,
    reads: 0,
    hits: 0,
    inserted: [],
    usersWithWebhook: 0,
    ms: 0,
  };
  const rules = (await listActiveAlertRules(db, { today: formatDay(now.getTime()) })).filter((rule) =>
    ownerMayUse(rule, now),
  );
  result.rules = rules.length;
  if (rules.length === 0) {
    result.ms = performance.now() - started;
    return result;
  }

  // Targets to assets, and the assets grouped into one read per (class, indicator, source).
  const jobs: Job[] = [];
  const batches = new Map<
    string,
    { assetClass: string; indicator: string; source: string; codes: Set<string>; lookback: number }
  >();
  for (const rule of rules) {
    const assets = await resolveAlertTarget({ lake, db, userId: rule.userId, target: rule.target, strict: false });
    for (const asset of assets) {
      if (rule.indicator !== 'buzz' && !getClassIndicator(asset.assetClass, rule.indicator)) continue;
      const batch = `${asset.assetClass}|${rule.indicator}|${rule.source}`;
      let entry = batches.get(batch);
      if (!entry) {
        entry = {
          assetClass: asset.assetClass,
          indicator: rule.indicator,
          source: rule.source,
          codes: new Set(),
          lookback: 0,
        };
        batches.set(batch, entry);
      }
      entry.codes.add(asset.code);
      entry.lookback = Math.max(entry.lookback, lookbackDays(rule));
      jobs.push({ rule, asset, batch });
    }
  }
  result.pairs = jobs.length;

  const reads = new Map<string, { data: DailyValues; index: Map<string, number> }>();
  await Promise.all(
    [...batches].map(async ([key, batch]) => {
      // A few spare days: a change or threshold looks past quiet days to the value before them.
      const from = addDays(firstDay, -(batch.lookback + 5));
      const data = await getDailyValues({
        assetClass: batch.assetClass,
        assetCodes: [...batch.codes],
        indicator: batch.indicator,
        source: batch.source,
        from,
        to: lastDay,
        dataDir: options.dataDir,
      });
      reads.set(key, { data, index: new Map(data.assets.map((asset, i) => [asset.assetCode, i])) });
    }),
  );
  result.reads = reads.size;

  const lastFired = await listLastFiringDays(db, [...new Set(jobs.map((job) => job.rule.id))]);
  const createdAt = now.toISOString();
  const firings: NewAlertFiring[] = [];
  for (const job of jobs) {
    const read = reads.get(job.batch);
    const slot = read?.index.get(job.asset.code);
    if (!read || slot === undefined) continue;
    const asset = read.data.assets[slot];
    if (!asset) continue;
    const series = { days: read.data.days, values: asset.values, buzz: asset.buzz };
    const to = read.data.days.length - 1;
    const hits = evaluateCondition(job.rule, series, {
      from: to - daysBetween(firstDay, lastDay),
      to,
      lastFired: lastFired.get(`${job.rule.id}|${job.asset.code}`) ?? null,
    });
    for (const hit of hits) {
      const window = read.data.days[hit.day] as string;
      const payload: FiringPayload = {
        rule: {
          id: job.rule.id,
          name: job.rule.name,
          kind: job.rule.kind,
          indicator: job.rule.indicator,
          source: job.rule.source,
        },
        values: hit.values,
      };
      firings.push({
        id: randomUUID(),
        rule_id: job.rule.id,
        user_id: job.rule.userId,
        asset_class: job.asset.assetClass,
        asset_code: job.asset.code,
        asset_name: job.asset.name,
        window_date: window,
        payload: JSON.stringify(payload),
        message: describeHit(job.rule, job.asset, window, hit.values),
        created_at: createdAt,
        webhook_state: 'none',
        webhook_next_at: null,
      });
    }
  }
  result.hits = firings.length;
  if (firings.length > 0) {
    // Firings of users with an enabled webhook are due for delivery at once.
    const userIds = [...new Set(firings.map((firing) => firing.user_id))];
    const hooked = new Set<string>();
    for (let i = 0; i < userIds.length; i += 1_000) {
      const rows = await db
        .selectFrom('alert_webhooks')
        .select('user_id')
        .where('enabled', '=', 1)
        .where('user_id', 'in', userIds.slice(i, i + 1_000))
        .execute();
      for (const row of rows) hooked.add(row.user_id);
    }
    for (const firing of firings) {
      if (!hooked.has(firing.user_id)) continue;
      firing.webhook_state = 'pending';
      firing.webhook_next_at = createdAt;
    }
    result.usersWithWebhook = hooked.size;
    result.inserted = await insertAlertFirings(db, firings);
  }
  result.ms = performance.now() - started;
  return result;
}
