/**
 * The MMS screener's outlet ranking (issue 15 '/mms/screener'): the daily media scores of spec §7 /mms/v3/data
 * summed per outlet over the chosen days. Tone and bias are averaged over the outlet's documents (a day with more
 * documents counts more), so a quiet day does not weigh as much as a busy one.
 */

/** One outlet's day as /mms/v3/data answers it. */
export interface MediaScoreDay {
  outlet: string;
  sourceType: string;
  windowTimestamp: string;
  documents: number;
  mentions: number;
  buzz: number;
  sentiment: number | null;
  positive: number | null;
  negative: number | null;
  bias: number | null;
}

export interface OutletScore {
  outlet: string;
  sourceType: string;
  days: number;
  documents: number;
  mentions: number;
  buzz: number;
  sentiment: number | null;
  positive: number | null;
  negative: number | null;
  bias: number | null;
}

export type SortDirection = 'asc' | 'desc';

function weighted(rows: readonly MediaScoreDay[], field: 'sentiment' | 'positive' | 'negative' | 'bias') {
  let sum = 0;
  let weight = 0;
  for (const row of rows) {
    const value = row[field];
    if (value === null || !Number.isFinite(value) || row.documents <= 0) continue;
    sum += value * row.documents;
    weight += row.documents;
  }
  return weight === 0 ? null : sum / weight;
}

/** The outlets of the rows, each summed over its days. */
export function summariseOutlets(rows: readonly MediaScoreDay[]): OutletScore[] {
  const byOutlet = new Map<string, MediaScoreDay[]>();
  for (const row of rows) {
    const list = byOutlet.get(row.outlet);
    if (list) list.push(row);
    else byOutlet.set(row.outlet, [row]);
  }
  return [...byOutlet.entries()].map(([outlet, days]) => ({
    outlet,
    sourceType: days.at(-1)?.sourceType ?? '',
    days: days.length,
    documents: days.reduce((sum, day) => sum + day.documents, 0),
    mentions: days.reduce((sum, day) => sum + day.mentions, 0),
    buzz: days.reduce((sum, day) => sum + day.buzz, 0),
    sentiment: weighted(days, 'sentiment'),
    positive: weighted(days, 'positive'),
    negative: weighted(days, 'negative'),
    bias: weighted(days, 'bias'),
  }));
}

/** Rows sorted by one field; missing values last whatever the direction, ties by name. */
export function sortRows<Row, Key extends keyof Row>(
  rows: readonly Row[],
  key: Key,
  direction: SortDirection,
  nameOf: (row: Row) => string,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === null || x === undefined) return y === null || y === undefined ? nameOf(a).localeCompare(nameOf(b)) : 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? nameOf(a).localeCompare(nameOf(b)) : sign * order;
  });
}
