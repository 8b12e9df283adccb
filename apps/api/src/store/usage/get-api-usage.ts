import type { AccountsDb } from '../database-schema';

export interface GetApiUsageOptions {
  userId: string;
  /** First day (YYYY-MM-DD, UTC), inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  /** The most-called routes to answer; the rest are summed in `otherRoutes`. */
  routeLimit: number;
}

export interface ApiUsage {
  /** Calls per day that had any; days without calls are absent. */
  days: Array<{ day: string; calls: number; errors: number }>;
  /** Calls per route pattern over the period, most-called first. */
  routes: Array<{ route: string; calls: number; errors: number; lastDay: string }>;
  /** Calls of the routes beyond routeLimit. */
  otherRoutes: number;
}

/** An account's API usage over a period: per day and per route (issue 16 'Account area'). */
export async function getApiUsage(db: AccountsDb, options: GetApiUsageOptions): Promise<ApiUsage> {
  const rows = await db
    .selectFrom('api_usage')
    .select(['day', 'route', 'calls', 'errors'])
    .where('user_id', '=', options.userId)
    .where('day', '>=', options.from)
    .where('day', '<=', options.to)
    .execute();
  const byDay = new Map<string, { day: string; calls: number; errors: number }>();
  const byRoute = new Map<string, { route: string; calls: number; errors: number; lastDay: string }>();
  for (const row of rows) {
    // PostgreSQL answers integers as numbers, but a sum may come back as a string: count as numbers.
    const calls = Number(row.calls);
    const errors = Number(row.errors);
    const day = byDay.get(row.day) ?? { day: row.day, calls: 0, errors: 0 };
    day.calls += calls;
    day.errors += errors;
    byDay.set(row.day, day);
    const route = byRoute.get(row.route) ?? { route: row.route, calls: 0, errors: 0, lastDay: row.day };
    route.calls += calls;
    route.errors += errors;
    if (row.day > route.lastDay) route.lastDay = row.day;
    byRoute.set(row.route, route);
  }
  const routes = [...byRoute.values()].sort((a, b) => b.calls - a.calls || a.route.localeCompare(b.route));
  const kept = routes.slice(0, options.routeLimit);
  return {
    days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    routes: kept,
    otherRoutes: routes.slice(options.routeLimit).reduce((sum, route) => sum + route.calls, 0),
  };
}
