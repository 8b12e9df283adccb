/**
 * The two panels a scores analysis reads, each in one read over the whole group (never one query per asset):
 * the signal (an indicator of the class's dataset, or the prediction model's score) and the daily closes, as
 * asset-major matrices over the calendar days of the range (NaN = no value that day).
 */

import { listValue } from '@duckdb/node-api';
import { DAY_MS, MINUTE_MS } from '@moodwire/domain';
import { PRICE_CLASSES } from '../derived/simulate-prices';
import { openClassDataset } from './class-dataset';
import { checkDataType } from './lake-files';
import { datasetFiles, filesParameter, PARQUET_SOURCE, rangeParameters } from './lake-sql';
import { firstAtLeast } from './lake-store';
import { ReadError } from './read-error';
import { openLakeStore, withLake } from './read-pool';

/** Calendar days [firstDay, firstDay + days) as epoch-day numbers; the panels' columns. */
export interface DayAxis {
  /** Epoch day (ms / DAY_MS) of column 0. */
  firstDay: number;
  days: number;
}

/** Values per (asset, day), asset-major: `values[asset * axis.days + day]`, NaN without a value. */
export interface Panel {
  axis: DayAxis;
  values: Float64Array;
}

export type ScoresSignal =
  /** An indicator of the class's dataset (rma, or the ESG class's own), from one source. */
  | { kind: 'indicator'; indicator: string; source: string }
  /** The walk-forward prediction model's score (the scores dataset; one per asset and day, no source). */
  | { kind: 'model' };

export interface ReadPanelOptions {
  /** The class whose dataset holds the signal: an index class, or an ESG class (its own dataset). */
  assetClass: string;
  assetCodes: readonly string[];
  axis: DayAxis;
  dataDir?: string;
}

function emptyPanel(axis: DayAxis, assets: number): Panel {
  return { axis, values: new Float64Array(assets * axis.days).fill(Number.NaN) };
}

/** The class with prices that a class's assets trade in (its reference class: equ for equesg and equcor). */
export function checkPriceClass(referenceClass: string): string {
  if (!(PRICE_CLASSES as readonly string[]).includes(referenceClass)) {
    throw new ReadError('bad_request', `the assets of class ${referenceClass} have no prices to measure returns`);
  }
  return referenceClass;
}

/**
 * An indicator's daily values for the group, from the in-memory store (its column is read from the build's Parquet
 * files by one DuckDB scan per build and indicator, then kept): each member's segment is walked once from the
 * range's first window. The value of day d is the asset's row of the daily window ending on d (never an earlier
 * day carried forward).
 */
async function readIndicatorPanel(
  options: ReadPanelOptions,
  signal: Extract<ScoresSignal, { kind: 'indicator' }>,
): Promise<{ panel: Panel; referenceClass: string }> {
  const dataType = checkDataType(signal.source);
  const store = await openLakeStore(options.dataDir);
  const { dataset, referenceClass } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType,
    indicators: [signal.indicator],
  });
  const { axis, assetCodes } = options;
  const panel = emptyPanel(axis, assetCodes.length);
  if (dataset.columnNames.size === 0) return { panel, referenceClass };
  const values = await dataset.column(signal.indicator);
  const { minutes } = dataset;
  const firstMinute = Math.floor((axis.firstDay * DAY_MS) / MINUTE_MS);
  const endMinute = Math.floor(((axis.firstDay + axis.days) * DAY_MS) / MINUTE_MS);
  assetCodes.forEach((assetCode, a) => {
    const segment = dataset.segment(assetCode, dataType);
    if (!segment) return;
    const [start, stop] = segment;
    for (let row = firstAtLeast(minutes, start, stop, firstMinute); row < stop; row++) {
      const minute = minutes[row] ?? 0;
      if (minute >= endMinute) break;
      const value = values[row];
      if (value === undefined || !Number.isFinite(value)) continue;
      const day = Math.floor((minute * MINUTE_MS) / DAY_MS) - axis.firstDay;
      panel.values[a * axis.days + day] = value;
    }
  });
  return { panel, referenceClass };
}

/**
 * One query over a derived dataset's files (prices or model scores) for every member at once: each row's asset
 * index and calendar day are computed by DuckDB, and the value is placed straight into the matrix.
 */
/**
 * The derived panels read last (a group's closes over three years are 4.4 MB at 500 assets), by build, dataset,
 * members and days: every further analysis of the same universe and range (another signal, horizon or
 * rebalancing) reuses its closes instead of scanning the prices again. Panels are read-only once stored.
 */
const DERIVED_PANELS_KEPT = 8;
const derivedPanels = new Map<string, Panel>();

function keepPanel(key: string, panel: Panel): Panel {
  derivedPanels.delete(key);
  derivedPanels.set(key, panel);
  for (const oldest of derivedPanels.keys()) {
    if (derivedPanels.size <= DERIVED_PANELS_KEPT) break;
    derivedPanels.delete(oldest);
  }
  return panel;
}

async function readDerivedPanel(
  dataDir: string | undefined,
  parts: readonly string[],
  column: string,
  assetCodes: readonly string[],
  axis: DayAxis,
): Promise<Panel> {
  const panel = emptyPanel(axis, assetCodes.length);
  if (assetCodes.length === 0 || axis.days === 0) return panel;
  return withLake(dataDir, async ({ connection, lakeDir }) => {
    const key = [lakeDir, ...parts, column, axis.firstDay, axis.days, assetCodes.join(',')].join('|');
    const kept = derivedPanels.get(key);
    if (kept) return keepPanel(key, kept);
    const files = await datasetFiles(lakeDir, parts);
    if (files.length === 0) return panel;
    const result = await connection.stream(
      `SELECT CAST(list_position($codes, "assetCode") - 1 AS INTEGER) AS a,
              CAST(floor(epoch("windowTimestamp") / 86400) AS INTEGER) - $firstDay AS d,
              CAST("${column}" AS DOUBLE) AS v
       FROM ${PARQUET_SOURCE}
       WHERE "assetCode" IN (SELECT unnest($codes))
         AND "windowTimestamp" >= $from AND "windowTimestamp" < $to
         AND "${column}" IS NOT NULL`,
      {
        files: filesParameter(files),
        codes: listValue([...assetCodes]),
        firstDay: axis.firstDay,
        ...rangeParameters({ from: axis.firstDay * DAY_MS, to: (axis.firstDay + axis.days) * DAY_MS }),
      },
    );
    for await (const chunk of result) {
      const count = chunk.rowCount;
      const assets = chunk.getColumnVector(0);
      const days = chunk.getColumnVector(1);
      const cells = chunk.getColumnVector(2);
      for (let i = 0; i < count; i++) {
        const a = assets.getItem(i) as number;
        const d = days.getItem(i) as number;
        const v = cells.getItem(i) as number;
        if (a >= 0 && d >= 0 && d < axis.days && Number.isFinite(v)) panel.values[a * axis.days + d] = v;
      }
    }
    return keepPanel(key, panel);
  });
}

/** The signal panel of the group, and the class whose prices its assets have. */
export async function readSignalPanel(
  options: ReadPanelOptions & { signal: ScoresSignal },
): Promise<{ panel: Panel; priceClass: string }> {
  if (options.signal.kind === 'indicator') {
    const { panel, referenceClass } = await readIndicatorPanel(options, options.signal);
    return { panel, priceClass: checkPriceClass(referenceClass) };
  }
  // The model scores the classes with prices, under the class's own name (an ESG class's companies: equ).
  const store = await openLakeStore(options.dataDir);
  const { referenceClass } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType: 'News_Social',
    indicators: [],
  });
  const priceClass = checkPriceClass(referenceClass);
  const panel = await readDerivedPanel(
    options.dataDir,
    ['scores', priceClass, 'daily'],
    'score',
    options.assetCodes,
    options.axis,
  );
  return { panel, priceClass };
}

/** The daily closes of the group (simulated demo prices, `getPriceSeries`'s dataset), in one query. */
export function readClosePanel(options: ReadPanelOptions): Promise<Panel> {
  const priceClass = checkPriceClass(options.assetClass);
  return readDerivedPanel(options.dataDir, ['prices', priceClass, 'daily'], 'close', options.assetCodes, options.axis);
}
