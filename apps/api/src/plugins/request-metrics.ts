/**
 * The API's own metrics (issue 16 '/admin: API error rate and latency by route'): per route pattern, the calls,
 * the 4xx and 5xx answers apart, and a latency histogram over fixed buckets (p50/p95/p99 read from it), over a
 * rolling hour in one-minute slots and since the process started; and the accounts seen today.
 *
 * Routes are keyed by their URL pattern (`/admin/users/:username`), never the raw URL, which may carry an apikey
 * or a user's search. Memory is bounded: a slot holds at most one entry per registered route (plus one for calls
 * that matched none), the histogram is a fixed array, and the accounts seen today are one id each (ids are not
 * secrets), cleared at midnight UTC. The metrics are this process's: with several replicas each answers its own.
 */
import { DAY_MS, MINUTE_MS } from '@moodwire/domain';
import type { FastifyInstance } from 'fastify';

/** Upper bounds (ms) of the latency buckets; a last bucket takes everything slower. */
export const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000] as const;
/** The rolling window: this many one-minute slots. */
export const WINDOW_MINUTES = 60;
/** The key of calls that matched no route (404s of unknown paths): their paths are not kept. */
export const UNMATCHED_ROUTE = '(no route)';
/** Accounts counted per day at most (far above the accounts a deployment has), so that the set stays bounded. */
const MAX_ACTIVE_ACCOUNTS = 1_000_000;

class RouteCounter {
  calls = 0;
  clientErrors = 0;
  serverErrors = 0;
  totalMs = 0;
  readonly buckets = new Uint32Array(LATENCY_BUCKETS_MS.length + 1);

  add(status: number, ms: number): void {
    this.calls++;
    if (status >= 500) this.serverErrors++;
    else if (status >= 400) this.clientErrors++;
    this.totalMs += ms;
    let bucket = LATENCY_BUCKETS_MS.findIndex((bound) => ms <= bound);
    if (bucket < 0) bucket = LATENCY_BUCKETS_MS.length;
    this.buckets[bucket] = (this.buckets[bucket] ?? 0) + 1;
  }

  merge(other: RouteCounter): void {
    this.calls += other.calls;
    this.clientErrors += other.clientErrors;
    this.serverErrors += other.serverErrors;
    this.totalMs += other.totalMs;
    other.buckets.forEach((count, i) => {
      this.buckets[i] = (this.buckets[i] ?? 0) + count;
    });
  }

  /** The bucket bound under which a share q of the calls fell (the slowest bucket: its lower bound, marked '>'). */
  quantile(q: number): number | null {
    if (this.calls === 0) return null;
    const rank = Math.ceil(q * this.calls);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= rank) return LATENCY_BUCKETS_MS[i] ?? LATENCY_BUCKETS_MS[LATENCY_BUCKETS_MS.length - 1] ?? null;
    }
    return null;
  }
}

export interface RouteMetric {
  method: string;
  /** The route's URL pattern, or UNMATCHED_ROUTE. */
  route: string;
  calls: number;
  clientErrors: number;
  serverErrors: number;
  meanMs: number;
  /** Upper bound of the latency bucket that holds the quantile (ms). */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

export interface MetricsTotals {
  calls: number;
  clientErrors: number;
  serverErrors: number;
  /** Share of calls answered 5xx, 0..1 (4xx are the callers' errors, counted apart). */
  serverErrorRate: number;
  routes: RouteMetric[];
}

export interface MetricsSnapshot {
  startedAt: string;
  uptimeSeconds: number;
  windowMinutes: number;
  /** The last WINDOW_MINUTES minutes. */
  window: MetricsTotals;
  sinceStart: MetricsTotals;
  /** Distinct accounts that made an authenticated call since midnight UTC. */
  activeUsersToday: number;
}

interface Slot {
  minute: number;
  routes: Map<string, RouteCounter>;
}

export interface RequestMetricsOptions {
  now?: () => number;
}

export class RequestMetrics {
  private readonly now: () => number;
  private readonly startedAt: number;
  private readonly slots: Slot[] = [];
  private readonly total = new Map<string, RouteCounter>();
  /** The UTC day (days since the epoch) the accounts below were seen on. */
  private activeDay = -1;
  private readonly activeAccounts = new Set<string>();

  constructor(options: RequestMetricsOptions = {}) {
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
    for (let i = 0; i < WINDOW_MINUTES; i++) this.slots.push({ minute: -1, routes: new Map() });
  }

  record(call: { method: string; route: string | undefined; status: number; ms: number; accountId?: string }): void {
    const now = this.now();
    const key = `${call.method} ${call.route ?? UNMATCHED_ROUTE}`;
    const minute = Math.floor(now / MINUTE_MS);
    const slot = this.slots[minute % WINDOW_MINUTES] as Slot;
    if (slot.minute !== minute) {
      slot.minute = minute;
      slot.routes.clear();
    }
    counterOf(slot.routes, key).add(call.status, call.ms);
    counterOf(this.total, key).add(call.status, call.ms);
    if (call.accountId !== undefined) {
      const day = Math.floor(now / DAY_MS);
      if (day !== this.activeDay) {
        this.activeDay = day;
        this.activeAccounts.clear();
      }
      if (this.activeAccounts.size < MAX_ACTIVE_ACCOUNTS) this.activeAccounts.add(call.accountId);
    }
  }

  snapshot(): MetricsSnapshot {
    const now = this.now();
    const minute = Math.floor(now / MINUTE_MS);
    const window = new Map<string, RouteCounter>();
    for (const slot of this.slots) {
      if (slot.minute <= minute - WINDOW_MINUTES || slot.minute > minute) continue;
      for (const [key, counter] of slot.routes) counterOf(window, key).merge(counter);
    }
    const today = Math.floor(now / DAY_MS);
    return {
      startedAt: new Date(this.startedAt).toISOString(),
      uptimeSeconds: Math.max(0, Math.round((now - this.startedAt) / 1_000)),
      windowMinutes: WINDOW_MINUTES,
      window: totalsOf(window),
      sinceStart: totalsOf(this.total),
      activeUsersToday: today === this.activeDay ? this.activeAccounts.size : 0,
    };
  }
}

function counterOf(map: Map<string, RouteCounter>, key: string): RouteCounter {
  let counter = map.get(key);
  if (!counter) {
    counter = new RouteCounter();
    map.set(key, counter);
  }
  return counter;
}

function totalsOf(map: Map<string, RouteCounter>): MetricsTotals {
  const sum = new RouteCounter();
  const routes: RouteMetric[] = [];
  for (const [key, counter] of map) {
    sum.merge(counter);
    const space = key.indexOf(' ');
    routes.push({
      method: key.slice(0, space),
      route: key.slice(space + 1),
      calls: counter.calls,
      clientErrors: counter.clientErrors,
      serverErrors: counter.serverErrors,
      meanMs: Math.round((counter.totalMs / Math.max(1, counter.calls)) * 10) / 10,
      p50Ms: counter.quantile(0.5),
      p95Ms: counter.quantile(0.95),
      p99Ms: counter.quantile(0.99),
    });
  }
  routes.sort((a, b) => b.calls - a.calls || a.route.localeCompare(b.route) || a.method.localeCompare(b.method));
  return {
    calls: sum.calls,
    clientErrors: sum.clientErrors,
    serverErrors: sum.serverErrors,
    serverErrorRate: sum.calls === 0 ? 0 : sum.serverErrors / sum.calls,
    routes,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's request metrics (plugins/request-metrics.ts). */
    requestMetrics: RequestMetrics;
  }
}

/**
 * Counts every answer, the framework's own (404, 400 of a bad body) included. On the root instance, before the
 * routes, so that its onResponse hook runs for all of them.
 */
export function registerRequestMetrics(app: FastifyInstance, options: RequestMetricsOptions = {}): RequestMetrics {
  const metrics = new RequestMetrics(options);
  app.decorate('requestMetrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.record({
      method: request.method,
      // The pattern the router matched; undefined for a path no route matched (its raw path is never kept).
      route: request.routeOptions.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
      accountId: request.account?.id,
    });
  });
  return metrics;
}
