import { describe, expect, it } from 'vitest';
import { nextRouteSort, parseRouteSort, sortRouteMetrics } from './sort-route-metrics';

const row = (route: string, calls: number, p95Ms: number | null) => ({
  method: 'GET',
  route,
  calls,
  clientErrors: 0,
  serverErrors: 0,
  p50Ms: p95Ms,
  p95Ms,
  p99Ms: p95Ms,
});

describe('the routes table sort', () => {
  const rows = [row('/b', 5, 100), row('/a', 9, null), row('/c', 5, 2500)];

  it('shows the most called routes first unless the URL asks otherwise', () => {
    expect(parseRouteSort(null, null)).toEqual({ key: 'calls', direction: 'desc' });
    expect(parseRouteSort('apikey', 'asc')).toEqual({ key: 'calls', direction: 'desc' });
    expect(sortRouteMetrics(rows, parseRouteSort(null, null)).map((r) => r.route)).toEqual(['/a', '/b', '/c']);
  });

  it('sorts by the slowest p95 first, routes without a latency last in both directions', () => {
    const slowest = parseRouteSort('p95Ms', null);
    expect(sortRouteMetrics(rows, slowest).map((r) => r.route)).toEqual(['/c', '/b', '/a']);
    expect(sortRouteMetrics(rows, nextRouteSort(slowest, 'p95Ms')).map((r) => r.route)).toEqual(['/b', '/c', '/a']);
  });

  it('sorts routes by name A to Z on the first click', () => {
    const byName = nextRouteSort({ key: 'calls', direction: 'desc' }, 'route');
    expect(byName).toEqual({ key: 'route', direction: 'asc' });
    expect(sortRouteMetrics(rows, byName).map((r) => r.route)).toEqual(['/a', '/b', '/c']);
  });
});
