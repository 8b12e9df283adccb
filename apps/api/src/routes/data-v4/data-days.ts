/**
 * The days of a build with rows of a class and frequency, with their row counts (one scan per build, then kept):
 * the bulk files' listing (one file per day) and the row cap of a data call for every asset (MAX_ALL_ROWS).
 */
import { type AssetClass, DAY_MS, type DataFrequency, parseDay } from '@moodwire/domain';
import { type DataDay, listDataDays } from '@moodwire/warehouse';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { dataSourceOf } from './data-class';
import type { DateRange } from './data-range';

const BUILD_DAYS = new WeakMap<LoadedLake, Map<string, Promise<DataDay[]>>>();

/** Every day of the build with rows of the class and frequency, in order. */
export function listClassDays(
  lakes: LakeView,
  lake: LoadedLake,
  assetClass: AssetClass,
  frequency: DataFrequency,
): Promise<DataDay[]> {
  let byClass = BUILD_DAYS.get(lake);
  if (!byClass) {
    byClass = new Map();
    BUILD_DAYS.set(lake, byClass);
  }
  const key = `${assetClass.code}/${frequency.code}`;
  let days = byClass.get(key);
  if (!days) {
    const source = dataSourceOf(lake, assetClass);
    days = readLake('asset_class', () =>
      listDataDays({
        dataset: source.dataset,
        assetClass: source.datasetClass,
        frequency: frequency.series,
        assetCodes: source.assetCodes,
        dataDir: lakes.dataDir,
      }),
    );
    const known = byClass;
    days.catch(() => known.delete(key));
    byClass.set(key, days);
  }
  return days;
}

/** The rows of the days that a [from, to) range touches (every data type, whole days): at least what it gives. */
export function countRangeRows(days: readonly DataDay[], range: DateRange): number {
  let rows = 0;
  for (const { day, rows: dayRows } of days) {
    const start = parseDay(day);
    if (start < range.to && start + DAY_MS > range.from) rows += dayRows;
  }
  return rows;
}
