import { formatDecimal } from '@moodwire/domain';

/**
 * A number with `digits` decimals, NA when missing, a plus sign on rises if `signed`: the domain's one number
 * format (packages/domain/src/format-values.ts). Indicator values take formatIndicatorValue there instead.
 */
export function formatNumber(value: number | null | undefined, digits: number, signed = false): string {
  return formatDecimal(value, digits, signed);
}

/** A window timestamp as its day (YYYY-MM-DD). */
export function formatDay(date: string): string {
  return date.slice(0, 10);
}
