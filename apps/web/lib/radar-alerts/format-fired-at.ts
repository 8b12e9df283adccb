/**
 * A stored time as the alerts screens show it: 'YYYY-MM-DD HH:MM UTC' (spec §9: dates YYYY-MM-DD, timestamps in
 * UTC), the same for every visitor wherever they are; text that is not a time is shown as it is.
 */
export function formatFiredAt(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return `${time.toISOString().slice(0, 10)} ${time.toISOString().slice(11, 16)} UTC`;
}
