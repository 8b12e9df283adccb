/**
 * Names in the lake that a query may use, checked against the build's own layout (never taken from a request as
 * is): index classes, frequencies, dataTypes and indicator columns.
 */
import { join } from 'node:path';
import { getSource, parseDay, type UniverseClass } from '@moodwire/domain';
import type { Frequency } from '../build/aggregate-days';
import { DATA_TYPES, type DataType, INDEX_CLASSES, LAYOUTS } from '../build/columns';
import { ReadError } from './read-error';

export const FREQUENCIES: readonly Frequency[] = ['daily', 'hourly'];

export function checkClass(value: string): UniverseClass {
  if (!(INDEX_CLASSES as readonly string[]).includes(value)) {
    throw new ReadError('bad_request', `unknown asset class '${value}' (use ${INDEX_CLASSES.join(', ')})`);
  }
  return value as UniverseClass;
}

export function checkFrequency(value: string): Frequency {
  if (!(FREQUENCIES as readonly string[]).includes(value)) {
    throw new ReadError('bad_request', `unknown frequency '${value}' (use daily or hourly)`);
  }
  return value as Frequency;
}

/** A dataType by its name (News_Social) or source code (all, nws, soc, nhl). */
export function checkDataType(value: string): DataType {
  const name = (DATA_TYPES as readonly string[]).includes(value) ? value : getSource(value)?.name;
  if (!name) throw new ReadError('bad_request', `unknown source '${value}' (use ${DATA_TYPES.join(', ')})`);
  return name as DataType;
}

/** Indicator codes of the class, as quoted column names; an unknown code is a bad request. */
export function checkIndicators(assetClass: UniverseClass, codes: readonly string[]): string[] {
  const known = new Set(LAYOUTS[assetClass].columns.map((column) => column.code));
  for (const code of codes) {
    if (!known.has(code)) throw new ReadError('bad_request', `indicator '${code}' is not available for ${assetClass}`);
  }
  return codes.map((code) => `"${code}"`);
}

export function assetTable(lakeDir: string): string {
  return join(lakeDir, 'reference', 'assets.parquet');
}

/** Most windows a moving average may span (a year of days). */
const MAX_SMOOTHING = 365;

/** Windows a moving average spans: 1 (none) when not given, else a whole number up to MAX_SMOOTHING. */
export function checkSmoothing(value: number | undefined): number {
  const smoothing = value ?? 1;
  if (!Number.isInteger(smoothing) || smoothing < 1 || smoothing > MAX_SMOOTHING) {
    throw new ReadError('bad_request', `smoothing must be a whole number from 1 to ${MAX_SMOOTHING}`);
  }
  return smoothing;
}

/** Epoch ms of a YYYY-MM-DD (or full ISO) bound; a bad date (2024-02-30 too) is a bad request. */
export function checkDate(value: string, name: string): number {
  const millis = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseDay(value) : Date.parse(value);
  if (Number.isNaN(millis)) throw new ReadError('bad_request', `'${name}' is not a date: '${value}'`);
  return millis;
}
