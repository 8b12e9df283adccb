import { formatDay, MINUTE_MS, type UniverseClass } from '@moodwire/domain';
import { DATA_TYPES, INDEX_CLASSES } from '../build/columns';
import { checkClass } from './lake-files';
import { openLakeStore } from './read-pool';

export interface ListCoverageOptions {
  /** One class, or every index class. */
  assetClass?: string;
  dataDir?: string;
}

export interface CoverageRow {
  assetClass: string;
  assetCode: string;
  name: string;
  /** First and last daily window (YYYY-MM-DD) with a row for the asset, any source. */
  firstDate: string;
  lastDate: string;
  days: number;
}

function dateOf(minute: number): string {
  return formatDay(minute * MINUTE_MS);
}

/** The coverage list: every asset with daily rows, with its first and last date, per class. */
export async function listCoverage(options: ListCoverageOptions = {}): Promise<CoverageRow[]> {
  const classes: UniverseClass[] = options.assetClass ? [checkClass(options.assetClass)] : [...INDEX_CLASSES];
  const store = await openLakeStore(options.dataDir);
  const rows: CoverageRow[] = [];
  for (const assetClass of classes) {
    const [dataset, reference] = await Promise.all([
      store.dataset(assetClass, 'daily'),
      store.classReference(assetClass),
    ]);
    const { minutes } = dataset;
    const heads = new Int32Array(DATA_TYPES.length);
    const ends = new Int32Array(DATA_TYPES.length);
    reference.codes.forEach((assetCode, i) => {
      DATA_TYPES.forEach((dataType, d) => {
        const segment = dataset.segment(assetCode, dataType);
        heads[d] = segment?.[0] ?? 0;
        ends[d] = segment?.[1] ?? 0;
      });
      // Merge the (sorted) windows of every source: a day counts once whichever sources have it.
      let days = 0;
      let first = Number.POSITIVE_INFINITY;
      let last = Number.NEGATIVE_INFINITY;
      for (;;) {
        let next = Number.POSITIVE_INFINITY;
        for (let d = 0; d < heads.length; d++) {
          if ((heads[d] ?? 0) < (ends[d] ?? 0)) next = Math.min(next, minutes[heads[d] ?? 0] ?? 0);
        }
        if (next === Number.POSITIVE_INFINITY) break;
        days++;
        first = Math.min(first, next);
        last = next;
        for (let d = 0; d < heads.length; d++) {
          if ((heads[d] ?? 0) < (ends[d] ?? 0) && minutes[heads[d] ?? 0] === next) heads[d] = (heads[d] ?? 0) + 1;
        }
      }
      if (days === 0) return;
      rows.push({
        assetClass,
        assetCode,
        name: reference.names[i] ?? assetCode,
        firstDate: dateOf(first),
        lastDate: dateOf(last),
        days,
      });
    });
  }
  return rows;
}
