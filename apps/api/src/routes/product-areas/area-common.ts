/**
 * What the product-area calls share (spec §7 masf, pulse, mta, v5, mms): date parameters and their ranges,
 * asset classes and their assets with the 404s, the score datasets behind a class, datatype and datacols
 * checks with 400s that name the parameter, and CSV bodies.
 */

import type { Readable } from 'node:stream';
import {
  type AssetClass,
  type AssetClassCode,
  DAY_MS,
  getAssetClass,
  getSource,
  listIndicators,
  parseDay,
  type SourceName,
  type UniverseAsset,
} from '@moodwire/domain';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http-error';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';

/** Spec §9: dates are YYYY-MM-DD or ISO time; the calendar is checked in code (2026-02-31 passes the pattern). */
export const DATE_OR_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const DATE_OR_TIME = new RegExp(DATE_OR_TIME_PATTERN);

/**
 * Epoch ms of a date parameter: YYYY-MM-DD is that day's midnight UTC, and a time without a zone is UTC
 * (spec §9 'timestamps without zone are UTC'). A date that is not in the calendar is a 400 naming the parameter.
 */
export function parseDateParameter(parameter: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = DATE_OR_TIME.exec(value);
  const day = value.slice(0, 10);
  const dayTime = parseDay(day);
  if (!match || Number.isNaN(dayTime)) {
    throw badParameter(parameter, `'${value}' is not a date (YYYY-MM-DD or ISO time)`);
  }
  if (value.length === 10) return dayTime;
  const hasZone = match[4] !== undefined;
  const time = Date.parse(hasZone ? value : `${value}Z`);
  if (Number.isNaN(time)) throw badParameter(parameter, `'${value}' is not a date (YYYY-MM-DD or ISO time)`);
  return time;
}

/**
 * Event feeds and call lists (pulse, mta) reach back at most ten years per request, and that far by default: their
 * rows are few per day and capped by a limit, so the whole window is the useful default.
 */
export const HISTORY_MAX_DAYS = 3_660;
export const HISTORY_RANGE: RangeRules = { defaultDays: HISTORY_MAX_DAYS, maxDays: HISTORY_MAX_DAYS };
export const HISTORY_TEXT = `Without start_date the last ${HISTORY_MAX_DAYS} days; at most ${HISTORY_MAX_DAYS} days per request.`;

export interface RangeRules {
  /** Without start_date, the range starts this many days before end_date. */
  defaultDays?: number;
  /** The longest range one request may ask for (a documented maximum; longer is a 400). */
  maxDays?: number;
}

/** A [from, to) range as ISO text for the read layer; an open side is left to the read layer's defaults. */
export interface IsoRange {
  from?: string;
  to?: string;
}

/**
 * The [start_date, end_date) range of a request (end_date exclusive, as the reference's data API). With
 * defaults, end_date defaults to the day after the lake's last day and start_date to `defaultDays` before it.
 */
export function dateRange(
  query: { start_date?: string; end_date?: string },
  lake: LoadedLake,
  rules: RangeRules = {},
): IsoRange {
  let start = parseDateParameter('start_date', query.start_date);
  let end = parseDateParameter('end_date', query.end_date);
  if (rules.defaultDays !== undefined) {
    end ??= parseDay(lake.manifest.to) + DAY_MS;
    start ??= end - rules.defaultDays * DAY_MS;
  }
  if (start !== undefined && end !== undefined) {
    if (start >= end) throw badParameter('start_date', 'must be before end_date (end_date is exclusive)');
    if (rules.maxDays !== undefined && end - start > rules.maxDays * DAY_MS) {
      throw badParameter(
        'start_date',
        `the range from start_date to end_date spans more than ${rules.maxDays} days, the most one request may ask for`,
      );
    }
  }
  return {
    ...(start === undefined ? {} : { from: new Date(start).toISOString() }),
    ...(end === undefined ? {} : { to: new Date(end).toISOString() }),
  };
}

export function unknownClass(code: string, known: readonly string[]): HttpError {
  return new HttpError(404, 'Unknown asset class', {
    message: `There is no asset class '${code}' here (use ${known.join(', ')}).`,
  });
}

/** An asset class of the domain among the allowed ones, or a 404. */
export function findClass(code: string, allowed: readonly string[]): AssetClass {
  const assetClass = getAssetClass(code);
  if (!assetClass || !allowed.includes(code)) throw unknownClass(code, allowed);
  return assetClass;
}

const memberIndex = new WeakMap<readonly UniverseAsset[], Map<string, UniverseAsset>>();

/** The assets of a class (ESG classes: the covered companies or countries; regional classes: their region). */
export function classAssets(lake: LoadedLake, code: AssetClassCode): UniverseAsset[] {
  const group = lake.groupsById.get(code);
  if (group?.type === 'system' && group.class === code) return lake.members(group);
  const baseClass = getAssetClass(code)?.baseClass;
  return lake.universe.filter((asset) => asset.class === baseClass);
}

/** An asset of the class, or a 404 naming it. */
export function findClassAsset(lake: LoadedLake, code: AssetClassCode, assetCode: string): UniverseAsset {
  const members = classAssets(lake, code);
  let index = memberIndex.get(members);
  if (!index) {
    index = new Map(members.map((asset) => [asset.id, asset]));
    memberIndex.set(members, index);
  }
  const asset = index.get(assetCode);
  if (!asset) {
    throw new HttpError(404, 'Unknown asset', { message: `There is no asset '${assetCode}' in class '${code}'.` });
  }
  return asset;
}

/** The data frequencies of the reference's API (anchor facts §3) and the lake's name for each. */
export const FREQUENCIES = [
  { code: 'dai', name: 'Daily', description: '24-hour window, one row per day', lake: 'daily' },
  { code: 'hou', name: 'Hourly', description: '24-hour window, updated every hour', lake: 'hourly' },
] as const;
export type FrequencyCode = (typeof FREQUENCIES)[number]['code'];

/** Where a class's scores live in the lake: its dataset, the class the files are stored under, its frequencies. */
export interface ClassData {
  dataset: 'rma' | 'esgadv' | 'esgcor';
  lakeClass: string;
  frequencies: readonly FrequencyCode[];
  dataTypes: readonly SourceName[];
}

export function classData(assetClass: AssetClass): ClassData {
  if (assetClass.dataset === 'esgcor') {
    // anchor facts §1b: ESG Core is daily ranks from News_Social only.
    return { dataset: 'esgcor', lakeClass: assetClass.code, frequencies: ['dai'], dataTypes: ['News_Social'] };
  }
  const dataTypes: SourceName[] = ['News_Social', 'News', 'Social', 'News_Headline'];
  if (assetClass.dataset === 'esgadv') {
    return { dataset: 'esgadv', lakeClass: assetClass.code, frequencies: ['dai', 'hou'], dataTypes };
  }
  return { dataset: 'rma', lakeClass: assetClass.baseClass, frequencies: ['dai', 'hou'], dataTypes };
}

/** A datatype parameter (name or source code) the class has, as its name; undefined when absent. */
export function parseDatatype(value: string | undefined, data: ClassData): SourceName | undefined {
  if (value === undefined || value === '') return undefined;
  const source = getSource(value);
  if (!source) throw badParameter('datatype', `unknown datatype '${value}' (use ${data.dataTypes.join(', ')})`);
  if (!data.dataTypes.includes(source.name)) {
    throw badParameter('datatype', `this class has only ${data.dataTypes.join(', ')}`);
  }
  return source.name;
}

const MAX_DATACOLS = 200;

/** A comma list of the class's datafields (the catalogue's codes); undefined (every one) when absent or empty. */
export function parseDatacols(value: string | undefined, assetClass: AssetClass): string[] | undefined {
  if (value === undefined) return undefined;
  const codes = [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
  if (codes.length === 0) return undefined;
  if (codes.length > MAX_DATACOLS) throw badParameter('datacols', `name at most ${MAX_DATACOLS} datacols`);
  const known = new Set(listIndicators({ assetClass: assetClass.code }).map((indicator) => indicator.code));
  for (const code of codes) {
    if (!known.has(code)) {
      throw badParameter('datacols', `'${code}' is not a datafield of ${assetClass.code} (see the datafields call)`);
    }
  }
  return codes;
}

/** A CSV field: empty for null, quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV with a header line, in the given column order. */
export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\n')}\n`;
}

/** Sends a stream (the typed reply of a route only takes its schema's body types). */
export function sendStream(reply: FastifyReply, contentType: string, stream: Readable) {
  return reply.type(contentType).send(stream);
}

export function sendCsv(reply: FastifyReply, columns: readonly string[], rows: readonly Record<string, unknown>[]) {
  return reply.type('text/csv; charset=utf-8').send(toCsv(columns, rows));
}
