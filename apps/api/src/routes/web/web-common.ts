/**
 * Day arithmetic of the web calls (YYYY-MM-DD dates). What this module held besides is split by what it does:
 * caller-groups.ts (groups and assets a call names), dataset-class.ts (the dataset a class reads, with its data
 * permission), web-params.ts (parameter checks), lake/answer-from-lake.ts (ETag, single read, answer cache) and
 * lake/read-lake.ts (read errors as HTTP answers).
 */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}
