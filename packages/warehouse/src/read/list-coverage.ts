import type { UniverseClass } from '@moodwire/domain';
import { DATA_TYPES, INDEX_CLASSES } from '../build/columns';
import { checkClass } from './lake-files';
import { MINUTE_MS } from './lake-store';
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
  return new Date(minute * MINUTE_MS).toISOString().slice(0, 10);
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
    reference.codes.forEach((assetCode, i) => {
      // The windows of every source, merged: a day counts once whichever sources have it.
      const windows: number[] = [];
      for (const dataType of DATA_TYPES) {
        const segment = dataset.segment(assetCode, dataType);
        if (segment) for (let r = segment[0]; r < segment[1]; r++) windows.push(minutes[r] ?? 0);
      }
      if (windows.length === 0) return;
      const sorted = Int32Array.from(windows).sort();
      let days = 0;
      for (let r = 0; r < sorted.length; r++) if (r === 0 || sorted[r] !== sorted[r - 1]) days++;
      rows.push({
        assetClass,
        assetCode,
        name: reference.names[i] ?? assetCode,
        firstDate: dateOf(sorted[0] ?? 0),
        lastDate: dateOf(sorted[sorted.length - 1] ?? 0),
        days,
      });
    });
  }
  return rows;
}
