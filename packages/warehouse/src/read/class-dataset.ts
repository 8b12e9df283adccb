/**
 * Where a class's rows live in the in-memory store, for the reads that take any class a screen shows: an index
 * class reads its rma dataset; an ESG class its own dataset (equcor/coucor the ESG Core ranks of esgcor, daily and
 * News_Social only; equesg/couesg the ESG Advanced scores of esgadv), whose buzz is the ESG buzz. The indicators
 * asked for are checked against the class (the rma layout, or the ESG class's catalogue and the build's files).
 */
import {
  type AssetClassCode,
  getAssetClass,
  getClassIndicator,
  isEsgCoreClass,
  type UniverseClass,
} from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import { type DataType, LAYOUTS, ROW_KEY_COLUMNS } from '../build/columns';
import { ESG_SERIES_CLASSES, type EsgSeriesClass } from './get-esg-series';
import { checkClass, checkIndicators } from './lake-files';
import type { DatasetRoot, LakeDataset, LakeStore } from './lake-store';
import { ReadError } from './read-error';

/** The rma daily window ends at 20:30 UTC. */
export const RMA_CUT_MINUTES = 20 * 60 + 30;

/** Columns of every dataset that are row keys, not indicators. */
const KEY_COLUMNS = new Set([...ROW_KEY_COLUMNS, 'year']);

export interface ClassDataset {
  /** The class read: an index class, or an ESG class. */
  assetClass: string;
  dataset: LakeDataset;
  /** The index class whose reference names the assets (equ for equcor and equesg). */
  referenceClass: UniverseClass;
  /** Minutes after midnight UTC of the daily window a day ends with (ESG Core 20:45, the others 20:30). */
  cutMinutes: number;
  /** Counts (mentions, buzz) smooth as plain means, the other indicators buzz-weighted. */
  isCount: (code: string) => boolean;
}

export function isEsgDatasetClass(assetClass: string): assetClass is EsgSeriesClass {
  return (ESG_SERIES_CLASSES as readonly string[]).includes(assetClass);
}

/** The lake folder of an ESG class's dataset. */
export function esgDatasetRoot(assetClass: EsgSeriesClass): DatasetRoot {
  return isEsgCoreClass(assetClass) ? 'esgcor' : 'esgadv';
}

/**
 * The checks an ESG class's read needs before its dataset is opened: ESG Core is daily and News_Social only.
 * A bad request otherwise, naming what the class has.
 */
export function checkEsgRead(assetClass: EsgSeriesClass, frequency: Frequency, dataType: DataType): void {
  if (!isEsgCoreClass(assetClass)) return;
  if (frequency !== 'daily') throw new ReadError('bad_request', `ESG Core (${assetClass}) is daily only`);
  if (dataType !== 'News_Social') {
    throw new ReadError('bad_request', `ESG Core (${assetClass}) has News_Social data only, not ${dataType}`);
  }
}

/** An ESG class's indicator: in the class's catalogue, a column of the build's files, and not a row key. */
export function checkEsgIndicators(
  assetClass: EsgSeriesClass,
  columnNames: ReadonlySet<string>,
  codes: readonly string[],
): void {
  for (const code of codes) {
    const inCatalogue = getClassIndicator(assetClass as AssetClassCode, code) !== undefined;
    // The catalogue says what the class carries; the build's files say which of those columns it wrote.
    const inFiles = columnNames.size === 0 || columnNames.has(code);
    if (!inCatalogue || !inFiles || KEY_COLUMNS.has(code)) {
      throw new ReadError('bad_request', `indicator '${code}' is not available for ${assetClass}`);
    }
  }
}

/** The minutes after midnight of a dataset's last window: the daily cut of an ESG dataset. */
export function cutMinutesOf(dataset: LakeDataset): number {
  const last = dataset.lastMinute;
  return Number.isFinite(last) ? ((last % 1440) + 1440) % 1440 : RMA_CUT_MINUTES;
}

const RMA_KINDS = new Map(
  Object.entries(LAYOUTS).map(([assetClass, layout]) => [
    assetClass,
    new Map(layout.columns.map((column) => [column.code, column.kind])),
  ]),
);

export interface OpenClassDatasetOptions {
  assetClass: string;
  frequency: Frequency;
  dataType: DataType;
  /** Indicators the read will take from the dataset (checked; buzz needs no naming). */
  indicators: readonly string[];
}

/** The dataset of a class (rma, esgcor or esgadv), with the indicators checked against the class. */
export async function openClassDataset(store: LakeStore, options: OpenClassDatasetOptions): Promise<ClassDataset> {
  const { assetClass, frequency, dataType, indicators } = options;
  if (!isEsgDatasetClass(assetClass)) {
    const indexClass = checkClass(assetClass);
    checkIndicators(indexClass, indicators);
    const kinds = RMA_KINDS.get(indexClass);
    return {
      assetClass: indexClass,
      dataset: await store.dataset(indexClass, frequency),
      referenceClass: indexClass,
      cutMinutes: RMA_CUT_MINUTES,
      isCount: (code) => {
        const kind = kinds?.get(code);
        return kind === 'mentions' || kind === 'count';
      },
    };
  }
  checkEsgRead(assetClass, frequency, dataType);
  const dataset = await store.dataset(assetClass, frequency, esgDatasetRoot(assetClass));
  checkEsgIndicators(assetClass, dataset.columnNames, indicators);
  return {
    assetClass,
    dataset,
    referenceClass: (getAssetClass(assetClass)?.baseClass ?? assetClass) as UniverseClass,
    // ESG Core windows close at 20:45, ESG Advanced at 20:30: a day is the dataset's own daily window.
    cutMinutes: frequency === 'daily' ? cutMinutesOf(dataset) : RMA_CUT_MINUTES,
    isCount: (code) => {
      const indicator = getClassIndicator(assetClass as AssetClassCode, code);
      return code === 'mentions' || indicator?.rangeKind === 'count';
    },
  };
}
