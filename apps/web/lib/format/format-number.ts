/** A number as the analytics cards show it: `digits` decimals, a dash when missing, a plus sign on rises if `signed`. */
export function formatNumber(value: number | null | undefined, digits: number, signed = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const text = value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return signed && value > 0 ? `+${text}` : text;
}

/** A window timestamp as its day (YYYY-MM-DD). */
export function formatDay(date: string): string {
  return date.slice(0, 10);
}
