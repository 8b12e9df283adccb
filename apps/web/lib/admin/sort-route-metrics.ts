/**
 * The routes table of the service health (/admin): which column sorts it and how, parsed from the URL (`sort`,
 * `dir`) so that a sorted view is a shareable link; unknown values fall back to the most called routes first.
 */
export const ROUTE_SORT_KEYS = ['route', 'calls', 'clientErrors', 'serverErrors', 'p50Ms', 'p95Ms', 'p99Ms'] as const;
export type RouteSortKey = (typeof ROUTE_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface RouteSort {
  key: RouteSortKey;
  direction: SortDirection;
}

export const DEFAULT_ROUTE_SORT: RouteSort = { key: 'calls', direction: 'desc' };

export function parseRouteSort(key: string | null, direction: string | null): RouteSort {
  if (!key || !(ROUTE_SORT_KEYS as readonly string[]).includes(key)) return DEFAULT_ROUTE_SORT;
  const sortKey = key as RouteSortKey;
  if (direction === 'asc' || direction === 'desc') return { key: sortKey, direction };
  return { key: sortKey, direction: sortKey === 'route' ? 'asc' : 'desc' };
}

/** The sort after a click on a column's header: the same column flips, another starts at its natural order. */
export function nextRouteSort(current: RouteSort, key: RouteSortKey): RouteSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'route' ? 'asc' : 'desc' };
}

export interface SortableRouteMetric {
  method: string;
  route: string;
  calls: number;
  clientErrors: number;
  serverErrors: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

/** The rows in the asked order; rows without a latency (no calls) go last either way; ties by route. */
export function sortRouteMetrics<T extends SortableRouteMetric>(rows: readonly T[], sort: RouteSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byRoute = (a: T, b: T) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method);
  return [...rows].sort((a, b) => {
    if (sort.key === 'route') return sign * byRoute(a, b);
    const left = a[sort.key];
    const right = b[sort.key];
    if (left === null || right === null) return left === right ? byRoute(a, b) : left === null ? 1 : -1;
    return sign * (left - right) || byRoute(a, b);
  });
}
