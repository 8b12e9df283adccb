/**
 * Counts the calls made with data keys (issue 16 'Account area': recent API usage of the key) in memory and
 * writes them to the accounts store in batches: every few seconds, when the batch grows large, and on close. A
 * call made by the web app's session is not usage of the key and is not counted. Rows older than the kept
 * window are pruned at most once an hour.
 */
import { addDays, formatDay, HOUR_MS } from '@moodwire/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountsDb } from '../store/database-schema';
import { deleteOldApiUsage } from '../store/usage/delete-old-api-usage';
import { type ApiUsageCount, recordApiUsage } from '../store/usage/record-api-usage';

/** Days of usage kept in the store (the page shows the last 30). */
export const API_USAGE_KEPT_DAYS = 90;
const FLUSH_INTERVAL_MS = 5_000;
/** A batch this large is written at once rather than waiting for the timer, so memory stays bounded. */
const MAX_PENDING_ROWS = 5_000;

export interface ApiUsageRecorderOptions {
  db: AccountsDb;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class ApiUsageRecorder {
  private pending = new Map<string, ApiUsageCount>();
  private flushing: Promise<void> = Promise.resolve();
  /** A flush is queued and has not yet taken the pending counts: a full batch need not queue another. */
  private isFlushQueued = false;
  private lastPrune = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: ApiUsageRecorderOptions) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    // The timer must not keep a finished process (or test run) alive.
    this.timer.unref();
  }

  /** Counts one call of an account on a route pattern (method and pattern, never the URL with its key). */
  record(userId: string, route: string, isError: boolean): void {
    const day = formatDay(this.options.now().getTime());
    const key = `${userId}\n${day}\n${route}`;
    const count = this.pending.get(key) ?? { userId, day, route, calls: 0, errors: 0 };
    count.calls += 1;
    if (isError) count.errors += 1;
    this.pending.set(key, count);
    if (this.pending.size >= MAX_PENDING_ROWS && !this.isFlushQueued) void this.flush();
  }

  /** Writes the pending counts; flushes run one after another, so a count is written once. */
  flush(): Promise<void> {
    this.isFlushQueued = true;
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer and writes what is pending (before the store closes). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    this.isFlushQueued = false;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    try {
      await recordApiUsage(this.options.db, { counts: batch });
      const now = this.options.now();
      if (now.getTime() - this.lastPrune >= HOUR_MS) {
        this.lastPrune = now.getTime();
        await deleteOldApiUsage(this.options.db, { before: addDays(formatDay(now.getTime()), -API_USAGE_KEPT_DAYS) });
      }
    } catch (error) {
      // Usage is a convenience for the user: a failed write is logged and dropped, never a failed API call.
      this.options.log.warn({ err: error, rows: batch.length }, 'API usage could not be written');
    }
  }
}
