/**
 * A chart's hover values in the domain's one number format (issue 13), so that a figure reads the same in the
 * tooltip as in the lists, tiles and the asset page: ECharts hands the formatter the raw value.
 */
import { formatIndicatorValue, formatPrice, formatReturn, type RangeKind } from '@moodwire/domain';
import type { AxisUnit } from '@/lib/analytics/chart-series-plan';

/** A value of a chart unit: an indicator by its range kind, a price with two decimals, a return in percent. */
export function formatUnitValue(unit: AxisUnit, value: number | null): string {
  if (unit === 'Return') return formatReturn(value);
  if (unit === 'bondprice' || unit.startsWith('price:')) return formatPrice(value);
  return formatIndicatorValue(unit as RangeKind, value);
}

/** A series' `tooltip` option whose values read as `format` writes them (NA when the day has none). */
export function tooltipOf(format: (value: number | null) => string): { valueFormatter: (value: unknown) => string } {
  return { valueFormatter: (value: unknown) => format(typeof value === 'number' ? value : null) };
}
