import type { UniverseClass } from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import { INDEX_CLASSES, LAYOUTS } from '../build/columns';
import { checkClass, checkFrequency } from './lake-files';
import { ReadError } from './read-error';
import { openLakeStore } from './read-pool';

export interface PreloadLakeOptions {
  /** Classes to load (default every index class). */
  assetClasses?: readonly string[];
  /** Frequencies to load (default daily only: what the screener, heatmaps and top lists read). */
  frequencies?: readonly string[];
  /** Indicator columns to load besides buzz, where the class has them (default sentiment). */
  indicators?: readonly string[];
  dataDir?: string;
}

export interface PreloadLakeResult {
  /** The build directory now held in memory. */
  lakeDir: string;
  /** Rows held, over every loaded dataset. */
  rows: number;
}

/**
 * Loads the published build's hot layout ahead of the first request (at server start, or after a publish), so
 * that no user waits for the one-time load (about a second for the demo's 1 million daily company rows).
 */
export async function preloadLake(options: PreloadLakeOptions = {}): Promise<PreloadLakeResult> {
  const classes: UniverseClass[] = (options.assetClasses ?? INDEX_CLASSES).map(checkClass);
  const frequencies: Frequency[] = (options.frequencies ?? ['daily']).map(checkFrequency);
  const indicators = options.indicators ?? ['sentiment'];
  const everyCode = new Set(classes.flatMap((assetClass) => LAYOUTS[assetClass].columns.map((column) => column.code)));
  const unknown = indicators.find((code) => !everyCode.has(code));
  if (unknown !== undefined) throw new ReadError('bad_request', `indicator '${unknown}' is not available`);
  const store = await openLakeStore(options.dataDir);
  let rows = 0;
  for (const assetClass of classes) {
    await store.classReference(assetClass);
    const layout = new Set(LAYOUTS[assetClass].columns.map((column) => column.code));
    const known = indicators.filter((code) => layout.has(code));
    for (const frequency of frequencies) {
      const dataset = await store.dataset(assetClass, frequency);
      for (const code of ['buzz', ...known]) await dataset.column(code);
      rows += dataset.rowCount;
    }
  }
  return { lakeDir: store.lakeDir, rows };
}
