/**
 * The two panels a scores analysis reads, each in one read over the whole group (never one query per asset):
 * the signal (an indicator of the class's dataset, or the prediction model's score) and the daily closes, as
 * asset-major matrices over the calendar days of the range (NaN = no value that day).
 */

import { listValue } from '@duckdb/node-api';
import { DAY_MS, MINUTE_MS, parseDay } from '@moodwire/domain';
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
 * The derived panels read last (a group's closes over the demo lake's four years are 5.8 MB at 500 assets), by
 * build, dataset, members and span: every further analysis of the same universe (another signal, horizon,
 * rebalancing or range) reuses them instead of scanning the dataset again (0.3-0.6 s for 500 assets over three
 * years on the demo lake). Bounded by count and bytes (a 5,000-asset group's panel is ~90 MB over six years); a
 * Map in insertion order is the LRU, as lru-cache is not a dependency of this package. Panels are read-only.
 */
const DERIVED_PANELS_KEPT = 8;
const DERIVED_PANELS_MAX_BYTES = 192 * 1024 * 1024;
const derivedPanels = new Map<string, Panel>();

function keepPanel(key: string, panel: Panel): Panel {
  derivedPanels.delete(key);
  if (panel.values.byteLength > DERIVED_PANELS_MAX_BYTES) return panel;
  derivedPanels.set(key, panel);
  let bytes = 0;
  for (const kept of derivedPanels.values()) bytes += kept.values.byteLength;
  for (const [oldest, kept] of derivedPanels) {
    if (derivedPanels.size <= DERIVED_PANELS_KEPT && bytes <= DERIVED_PANELS_MAX_BYTES) break;
    derivedPanels.delete(oldest);
    bytes -= kept.values.byteLength;
  }
  return panel;
}

/** A dataset spanning at most this many years is read whole, so that one read serves every range of it. */
const PANEL_SPAN_MAX_YEARS = 6;

function yearStart(year: number): number {
  return parseDay(`${String(year).padStart(4, '0')}-01-01`) / DAY_MS;
}

function yearOf(epochDay: number): number {
  return new Date(epochDay * DAY_MS).getUTCFullYear();
}

/**
 * The days a derived panel is read over: the whole years of the dataset's files (`year=<Y>` partitions) when they
 * are at most PANEL_SPAN_MAX_YEARS, else the years the range touches; always a superset of the range, so that a
 * range's values are the same cells of the wider read.
 */
function spanOf(axis: DayAxis, files: readonly string[]): DayAxis {
  const years = files.flatMap((file) => {
    const match = /[\\/]year=(\d{4})[\\/]/.exec(file);
    return match ? [Number(match[1])] : [];
  });
  const lastDay = axis.firstDay + axis.days - 1;
  let first = yearOf(axis.firstDay);
  let last = yearOf(lastDay);
  if (years.length > 0) {
    const fileFirst = Math.min(...years);
    const fileLast = Math.max(...years);
    if (fileLast - fileFirst < PANEL_SPAN_MAX_YEARS) {
      first = fileFirst;
      last = fileLast;
    }
  }
  const firstDay = Math.min(yearStart(first), axis.firstDay);
  const endDay = Math.max(yearStart(last + 1), axis.firstDay + axis.days);
  return { firstDay, days: endDay - firstDay };
}

/** The range's columns of a panel over a span that covers it. */
function slicePanel(wide: Panel, axis: DayAxis, assets: number): Panel {
  if (wide.axis.firstDay === axis.firstDay && wide.axis.days === axis.days) return wide;
  const panel = emptyPanel(axis, assets);
  const offset = axis.firstDay - wide.axis.firstDay;
  for (let a = 0; a < assets; a++) {
    const from = a * wide.axis.days + offset;
    panel.values.set(wide.values.subarray(from, from + axis.days), a * axis.days);
  }
  return panel;
}

/**
 * One query over a derived dataset's files (prices or model scores) for every member at once: each row's cell
 * (member index * days + day) is computed by DuckDB, and the value is placed straight into the matrix. The
 * members are matched with list_contains on the bound list (an `IN (SELECT unnest(...))` semi-join took a third
 * longer on the demo lake).
 */
async function readDerivedPanel(
  dataDir: string | undefined,
  parts: readonly string[],
  column: string,
  assetCodes: readonly string[],
  axis: DayAxis,
): Promise<Panel> {
  if (assetCodes.length === 0 || axis.days === 0) return emptyPanel(axis, assetCodes.length);
  return withLake(dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, parts);
    if (files.length === 0) return emptyPanel(axis, assetCodes.length);
    const span = spanOf(axis, files);
    const key = [lakeDir, ...parts, column, span.firstDay, span.days, assetCodes.join(',')].join('|');
    const kept = derivedPanels.get(key);
    if (kept) return slicePanel(keepPanel(key, kept), axis, assetCodes.length);
    const wide = emptyPanel(span, assetCodes.length);
    const result = await connection.stream(
      `SELECT CAST(list_position($codes, "assetCode") - 1 AS INTEGER) * $days
                + CAST(floor(epoch("windowTimestamp") / 86400) AS INTEGER) - $firstDay AS cell,
              CAST("${column}" AS DOUBLE) AS v
       FROM ${PARQUET_SOURCE}
       WHERE list_contains($codes, "assetCode")
         AND "windowTimestamp" >= $from AND "windowTimestamp" < $to
         AND "${column}" IS NOT NULL`,
      {
        files: filesParameter(files),
        codes: listValue([...assetCodes]),
        days: span.days,
        firstDay: span.firstDay,
        ...rangeParameters({ from: span.firstDay * DAY_MS, to: (span.firstDay + span.days) * DAY_MS }),
      },
    );
    const cells = wide.values.length;
    for await (const chunk of result) {
      const count = chunk.rowCount;
      const cellVector = chunk.getColumnVector(0);
      const valueVector = chunk.getColumnVector(1);
      for (let i = 0; i < count; i++) {
        const cell = cellVector.getItem(i) as number;
        const v = valueVector.getItem(i) as number;
        if (cell >= 0 && cell < cells && Number.isFinite(v)) wide.values[cell] = v;
      }
    }
    return slicePanel(keepPanel(key, wide), axis, assetCodes.length);
  });
}

/**
 * The class whose prices the group's assets have, checked as the signal's read checks it (the same dataset and
 * indicator), known before either panel is read so that both can be read at once.
 */
export async function readPriceClass(options: ReadPanelOptions & { signal: ScoresSignal }): Promise<string> {
  const { signal } = options;
  const store = await openLakeStore(options.dataDir);
  const { referenceClass } = await openClassDataset(store, {
    assetClass: options.assetClass,
    frequency: 'daily',
    dataType: signal.kind === 'indicator' ? checkDataType(signal.source) : 'News_Social',
    indicators: signal.kind === 'indicator' ? [signal.indicator] : [],
  });
  return checkPriceClass(referenceClass);
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
