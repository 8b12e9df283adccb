/**
 * Runs the Radar alerts in an API process (issue 15): notices a publish of the lake (the `current` link read every
 * ALERTS_WATCH_INTERVAL_MS), evaluates every rule for the new build's days and on a schedule
 * (ALERTS_EVALUATE_INTERVAL_MS), and sends the due webhook deliveries (right after an evaluation that fired, and
 * every ALERTS_DELIVERY_POLL_MS for retries). Several processes may run it: firings are stored once and deliveries
 * claimed in the store.
 */
import { type FSWatcher, readlinkSync, watch } from 'node:fs';
import { dirname } from 'node:path';
import { lakePaths } from '@moodwire/warehouse';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertsConfig } from '../config';
import { HttpError } from '../http-error';
import type { LakeView } from '../lake/open-lake';
import type { AccountsDb } from '../store/database-schema';
import { deliverWebhooks } from './deliver-webhooks';
import { type AlertEvaluation, evaluateAlertRules } from './evaluate-alert-rules';

export interface AlertServiceOptions {
  db: AccountsDb;
  lakes: LakeView;
  config: AlertsConfig;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class AlertService {
  private readonly currentPath: string;
  private link: string | null | undefined = undefined;
  /** The build last evaluated and its last day (the next build's evaluation starts after it). */
  private evaluated: { buildId: string; lastDay: string } | null = null;
  private timers: NodeJS.Timeout[] = [];
  private watcher: FSWatcher | null = null;
  private evaluating: Promise<AlertEvaluation | null> | null = null;
  private evaluateAgain = false;
  private delivering: Promise<void> | null = null;
  private deliverAgain = false;
  private stopped = false;
  /** Every finished evaluation, for tests and the bench. */
  readonly evaluations: AlertEvaluation[] = [];

  constructor(private readonly options: AlertServiceOptions) {
    this.currentPath = lakePaths(options.lakes.dataDir).current;
  }

  start(): void {
    const { config } = this.options;
    this.link = this.readLink();
    this.timers.push(setInterval(() => this.watch(), config.watchIntervalMs));
    // A publish renames a link over `current`: the folder's change event notices it at once; the poll above is the
    // fallback where file events do not arrive (network file systems) or the folder does not exist yet.
    try {
      this.watcher = watch(dirname(this.currentPath), () => this.watch());
      this.watcher.on('error', () => this.watcher?.close());
      this.watcher.unref();
    } catch {
      this.watcher = null;
    }
    this.timers.push(setInterval(() => void this.evaluate('schedule'), config.evaluateIntervalMs));
    this.timers.push(setInterval(() => this.deliver(), config.deliveryPollMs));
    for (const timer of this.timers) timer.unref();
    // At start: the current build (a restart re-finds its firings and inserts none), and deliveries a restart left.
    void this.evaluate('start');
    this.deliver();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.watcher?.close();
    this.watcher = null;
    this.timers = [];
    await Promise.allSettled([this.evaluating, this.delivering]);
  }

  private readLink(): string | null {
    try {
      return readlinkSync(this.currentPath);
    } catch {
      return null;
    }
  }

  private watch(): void {
    const link = this.readLink();
    if (link === this.link) return;
    this.link = link;
    void this.evaluate('publish');
  }

  /**
   * Evaluates the rules over the published build (one evaluation at a time; a request during one runs once more
   * after it). Resolves with the evaluation, or null when there is no lake or the process is stopping.
   */
  evaluate(reason: 'start' | 'publish' | 'schedule' | 'manual'): Promise<AlertEvaluation | null> {
    if (this.evaluating) {
      this.evaluateAgain = true;
      return this.evaluating;
    }
    this.evaluating = this.runEvaluation(reason).finally(() => {
      this.evaluating = null;
      if (this.evaluateAgain && !this.stopped) {
        this.evaluateAgain = false;
        void this.evaluate(reason);
      }
    });
    return this.evaluating;
  }

  private async runEvaluation(reason: string): Promise<AlertEvaluation | null> {
    if (this.stopped) return null;
    const { log } = this.options;
    try {
      // Without an enabled rule nothing is read (the lake stays unloaded in a process that has no alerts).
      const anyRule = await this.options.db
        .selectFrom('alert_rules')
        .select('id')
        .where('enabled', '=', 1)
        .limit(1)
        .executeTakeFirst();
      if (!anyRule) return null;
      const lake = await this.options.lakes.current();
      const lastDay = lake.manifest.to.slice(0, 10);
      const sinceDay = this.evaluated && this.evaluated.buildId !== lake.buildId ? this.evaluated.lastDay : null;
      const evaluation = await evaluateAlertRules({
        db: this.options.db,
        lake,
        dataDir: this.options.lakes.dataDir,
        sinceDay,
        now: this.options.now(),
      });
      this.evaluated = { buildId: lake.buildId, lastDay };
      this.evaluations.push(evaluation);
      if (this.evaluations.length > 100) this.evaluations.shift();
      if (evaluation.rules > 0) {
        log.info(
          {
            reason,
            buildId: evaluation.buildId,
            days: evaluation.days,
            rules: evaluation.rules,
            pairs: evaluation.pairs,
            reads: evaluation.reads,
            hits: evaluation.hits,
            inserted: evaluation.inserted.length,
            ms: Math.round(evaluation.ms),
          },
          'alert rules evaluated',
        );
      }
      if (evaluation.inserted.length > 0) this.deliver();
      return evaluation;
    } catch (error) {
      // No lake yet: nothing to evaluate until one is published.
      if (error instanceof HttpError && error.statusCode === 503) return null;
      log.error({ err: error, reason }, 'alert evaluation failed');
      return null;
    }
  }

  /** Sends the due deliveries (one round at a time; a request during one runs once more after it). */
  deliver(): Promise<void> {
    if (this.delivering) {
      this.deliverAgain = true;
      return this.delivering;
    }
    if (this.stopped) return Promise.resolve();
    this.delivering = deliverWebhooks({ db: this.options.db, config: this.options.config, now: this.options.now })
      .then(
        (round) => {
          if (round.attempted > 0) this.options.log.info(round, 'webhook deliveries sent');
        },
        (error) => this.options.log.error({ err: error }, 'webhook delivery failed'),
      )
      .finally(() => {
        this.delivering = null;
        if (this.deliverAgain && !this.stopped) {
          this.deliverAgain = false;
          void this.deliver();
        }
      });
    return this.delivering;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Radar alerts service (issue 15): tests and the bench trigger evaluations and deliveries through it. */
    alerts: AlertService;
  }
}
