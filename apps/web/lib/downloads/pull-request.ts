/**
 * The request of the Pull Data page (issue 14 'Pull data'): what the page holds in its URL (shareable), how it is
 * checked (each problem names its field and the reason), and the API call it stands for: the multi-asset data call
 * `/{prefix}/v4/data/{asset_class}/{freq}?assets=...` of the API, whose limit (MAX_PULL_ASSETS,
 * MAX_PULL_ASSET_WINDOWS of '@moodwire/domain') is checked here before the call as the API checks it.
 * Relative imports only: the root Vitest config knows no '@/' alias.
 */
import { checkPullLimits, DAY_MS, formatDay, parseDay } from '@moodwire/domain';

/** The download areas and the data API product each pulls from (spec §2 Downloads). */
export type PullArea = 'ma4' | 'esg4';
export const PULL_PRODUCT: Record<PullArea, 'rma' | 'esg'> = { ma4: 'rma', esg4: 'esg' };

export type PullFormat = 'csv' | 'json';

export interface PullRequest {
  assetClass: string;
  /** dai or hou. */
  freq: string;
  /** Asset codes, in the order chosen. */
  assets: string[];
  /** Score columns; empty: every column. */
  datacols: string[];
  /** Data types (News_Social, News, ...); empty: every one. */
  datatypes: string[];
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, exclusive (as the API's end_date). */
  end: string;
  format: PullFormat;
}

/** A problem of the form: the field at fault and why. */
export interface PullProblem {
  field: 'assets' | 'start' | 'end' | 'assetClass';
  message: string;
  /** Past the documented limit: the page points to the bulk files. */
  overLimit?: boolean;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** How many days the page asks for when the URL names none. */
export const DEFAULT_PULL_DAYS = 30;

function listParam(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The request a URL's query holds, with defaults for what it leaves out: the first class offered, daily, the
 * DEFAULT_PULL_DAYS days up to `today` (exclusive end: tomorrow), CSV.
 */
export function readPullRequest(query: URLSearchParams, classes: readonly string[], today: string): PullRequest {
  const asked = query.get('class');
  const assetClass = asked && classes.includes(asked) ? asked : (classes[0] ?? '');
  const end = query.get('end') ?? formatDay(parseDay(today) + DAY_MS);
  return {
    assetClass,
    freq: query.get('freq') === 'hou' ? 'hou' : 'dai',
    assets: listParam(query.get('assets')),
    datacols: listParam(query.get('cols')),
    datatypes: listParam(query.get('src')),
    start: query.get('start') ?? formatDay(parseDay(today) - (DEFAULT_PULL_DAYS - 1) * DAY_MS),
    end,
    format: query.get('format') === 'json' ? 'json' : 'csv',
  };
}

/** The URL query of a request (empty lists left out), for the page's shareable address. */
export function writePullQuery(request: PullRequest): string {
  const query = new URLSearchParams();
  query.set('class', request.assetClass);
  query.set('freq', request.freq);
  if (request.assets.length > 0) query.set('assets', request.assets.join(','));
  if (request.datacols.length > 0) query.set('cols', request.datacols.join(','));
  if (request.datatypes.length > 0) query.set('src', request.datatypes.join(','));
  query.set('start', request.start);
  query.set('end', request.end);
  query.set('format', request.format);
  return query.toString();
}

function checkDay(value: string): boolean {
  return DAY_PATTERN.test(value) && !Number.isNaN(parseDay(value)) && formatDay(parseDay(value)) === value;
}

/** Every problem of a request, in the order of the form; empty when it may be sent. */
export function checkPullRequest(request: PullRequest): PullProblem[] {
  const problems: PullProblem[] = [];
  if (!request.assetClass) problems.push({ field: 'assetClass', message: 'Choose an asset class.' });
  if (request.assets.length === 0) problems.push({ field: 'assets', message: 'Choose at least one asset.' });
  const startOk = checkDay(request.start);
  const endOk = checkDay(request.end);
  if (!startOk) problems.push({ field: 'start', message: 'Start date: enter a date as YYYY-MM-DD.' });
  if (!endOk) problems.push({ field: 'end', message: 'End date: enter a date as YYYY-MM-DD.' });
  if (startOk && endOk && parseDay(request.end) <= parseDay(request.start)) {
    problems.push({
      field: 'end',
      message: 'End date: must be after the start date (the end date is not included).',
    });
  }
  if (problems.length > 0) return problems;
  const limit = checkPullLimits({
    assets: request.assets.length,
    frequency: request.freq,
    from: parseDay(request.start),
    to: parseDay(request.end),
  });
  if (limit)
    problems.push({ field: limit.field === 'assets' ? 'assets' : 'end', message: limit.message, overLimit: true });
  return problems;
}

/** The API path of a request's class and frequency (without the query). */
export function pullPath(product: string, request: Pick<PullRequest, 'assetClass' | 'freq'>): string {
  return `/${product}/v4/data/${encodeURIComponent(request.assetClass)}/${encodeURIComponent(request.freq)}`;
}

/** The API query of a request, in a fixed order (the key is added by whoever sends it). */
export function pullQuery(request: PullRequest): [string, string][] {
  const query: [string, string][] = [['assets', request.assets.join(',')]];
  if (request.datacols.length > 0) query.push(['datacols', request.datacols.join(',')]);
  if (request.datatypes.length > 0) query.push(['datatype', request.datatypes.join(',')]);
  query.push(['start_date', request.start], ['end_date', request.end], ['format', request.format]);
  return query;
}

/** `path?query` of the call, values URL-encoded (commas kept readable). */
export function pullApiPath(product: string, request: PullRequest, extra: [string, string][] = []): string {
  const encoded = [...pullQuery(request), ...extra]
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
  return `${pullPath(product, request)}?${encoded}`;
}

/** The days a preview asks for: the first days of the range, so that it stays small whatever the range. */
export const PREVIEW_DAYS = 7;
/** The rows a preview shows. */
export const PREVIEW_ROWS = 20;

/** The preview's request: the same assets, columns and sources as JSON, over the first PREVIEW_DAYS (hourly: 1). */
export function previewRequest(request: PullRequest): PullRequest {
  const days = request.freq === 'hou' ? 1 : PREVIEW_DAYS;
  const end = Math.min(parseDay(request.end), parseDay(request.start) + days * DAY_MS);
  return { ...request, end: formatDay(end), format: 'json' };
}

/** The name a downloaded file is saved under. */
export function pullFileName(product: string, request: PullRequest): string {
  const assets = request.assets.length === 1 ? request.assets[0] : `${request.assets.length}-assets`;
  return `${product}-${request.assetClass}-${request.freq}-${assets}-${request.start}-${request.end}.${request.format}`;
}
