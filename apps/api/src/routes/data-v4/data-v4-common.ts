/**
 * What the data API v4 calls share (spec §7 'Data API'): the product prefix and asset class of a path with their
 * 404s, the data permission of the class (403), the frequency, the dates (start inclusive, end exclusive, a
 * documented maximum range), the lake dataset behind a class, and text bodies streamed with backpressure.
 */
import { Readable } from 'node:stream';
import { Type } from '@fastify/type-provider-typebox';
import {
  ASSET_CLASSES,
  type AssetClass,
  canReadDataClass,
  DAY_MS,
  type DataFrequency,
  formatDay,
  getAssetClass,
  getDataFrequency,
  listDataFrequencies,
  missingDataPermissionMessage,
  PRODUCTS,
  type ProductCode,
  parseDay,
} from '@moodwire/domain';
import type { DataRowDataset } from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { ACCOUNT_ERRORS } from '../../auth/account-messages';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { getAssetIndex } from '../../lake/asset-index';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { toUser } from '../../store/account-record';

export const DATA_V4_ACCESS = { access: { area: 'dataV4' as const } };

/** The most days one request may span (the reference's clients split daily history into 15,000-day requests). */
export const MAX_RANGE_DAYS = 15_000;

/** The product prefixes of the data API: one route per prefix, so an unknown prefix is a plain 404. */
export const DATA_PRODUCTS: readonly ProductCode[] = PRODUCTS.map((product) => product.code);

/**
 * The asset class of a path under a product prefix; a class of the other product (equcor under rma) is unknown
 * there, as is any other text.
 */
function findDataClass(product: ProductCode, code: string): AssetClass {
  const assetClass = getAssetClass(code);
  if (!assetClass || assetClass.product !== product) {
    throw new HttpError(404, 'Unknown asset class', {
      message: `There is no asset class '${code}' in ${product}; the ${product} classes are ${classList(product)}.`,
    });
  }
  return assetClass;
}

function classList(product: ProductCode): string {
  return ASSET_CLASSES.filter((assetClass) => assetClass.product === product)
    .map((assetClass) => assetClass.code)
    .join(', ');
}

/** Spec §3 'data_perms': the account must have the class in its data permissions of the product. */
function assertCanReadClass(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  assetClass: AssetClass,
): void {
  const user = toUser(currentAccount(request), ctx.now());
  if (!canReadDataClass(user, product, assetClass.code)) {
    throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
      message: missingDataPermissionMessage(product, assetClass.code),
    });
  }
}

/** The class of a data path, once the account is known to read it: every data call asks both, in this order. */
export function findReadableDataClass(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  code: string,
): AssetClass {
  const assetClass = findDataClass(product, code);
  assertCanReadClass(ctx, request, product, assetClass);
  return assetClass;
}

/** The asset_class path parameter of a product's data calls. */
export function dataClassParam(product: ProductCode) {
  return Type.String({
    maxLength: 40,
    description: `Asset class of ${product}`,
    examples: [product === 'rma' ? 'equ' : 'equcor'],
  });
}

/** The freq path parameter of the data rows and the bulk files. */
export const DataFrequencyParam = Type.String({
  maxLength: 10,
  description: 'dai or hou (see /info)',
  examples: ['dai'],
});

/** The class and the frequency of a data path (404s), once the account is known to read the class (403). */
export function findReadableClassFrequency(
  ctx: AppContext,
  request: FastifyRequest,
  product: ProductCode,
  params: { asset_class: string; freq: string },
): { assetClass: AssetClass; frequency: DataFrequency } {
  const assetClass = findReadableDataClass(ctx, request, product, params.asset_class);
  return { assetClass, frequency: findFrequency(assetClass, params.freq) };
}

/** A frequency the class offers (dai, hou; ESG Core dai only), or a 404. */
export function findFrequency(assetClass: AssetClass, code: string): DataFrequency {
  const frequency = getDataFrequency(assetClass.code, code);
  if (!frequency) {
    const offered = listDataFrequencies(assetClass.code)
      .map((entry) => entry.code)
      .join(', ');
    throw new HttpError(404, 'Unknown frequency', {
      message: `There is no frequency '${code}' for ${assetClass.code}; use ${offered}.`,
    });
  }
  return frequency;
}

/** Where a class's rows are in the lake: the dataset, its class there, and for a region the member codes. */
export interface DataSource {
  dataset: DataRowDataset;
  datasetClass: string;
  /** Only these assets (regional company classes are views of equ). */
  assetCodes?: ReadonlySet<string>;
}

export function dataSourceOf(lake: LoadedLake, assetClass: AssetClass): DataSource {
  if (assetClass.dataset !== 'rma') return { dataset: assetClass.dataset, datasetClass: assetClass.code };
  if (assetClass.baseClass === assetClass.code) return { dataset: 'rma', datasetClass: assetClass.code };
  const members = getAssetIndex(lake).list(assetClass.code);
  return { dataset: 'rma', datasetClass: assetClass.baseClass, assetCodes: new Set(members.map((asset) => asset.id)) };
}

/** YYYY-MM-DD, or an ISO time (a time without zone is UTC, spec §9). */
export const DATE_OR_TIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

/** Epoch ms of a date or time parameter; a date that is not on the calendar (2026-02-31) is a 400. */
export function parseDateParameter(parameter: string, value: string): number {
  const day = value.slice(0, 10);
  const dayTime = parseDay(day);
  if (Number.isNaN(dayTime)) {
    throw badParameter(parameter, `'${value}' is not a calendar date`);
  }
  if (value.length === 10) return dayTime;
  const time = value.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/.test(time);
  const parsed = Date.parse(hasZone ? time : `${time}Z`);
  if (Number.isNaN(parsed)) throw badParameter(parameter, `'${value}' is not a valid time`);
  return parsed;
}

export interface DateRange {
  /** Inclusive, epoch ms. */
  from: number;
  /** Exclusive, epoch ms. */
  to: number;
}

/**
 * start_date (inclusive) and end_date (exclusive), defaulting to the lake's first day and the day after its last;
 * at most MAX_RANGE_DAYS apart.
 */
export function parseRange(lake: LoadedLake, start: string | undefined, end: string | undefined): DateRange {
  const from = start === undefined ? parseDay(lake.manifest.from) : parseDateParameter('start_date', start);
  const to = end === undefined ? parseDay(lake.manifest.to) + DAY_MS : parseDateParameter('end_date', end);
  if (from >= to) throw badParameter('end_date', 'must be after start_date (end_date is exclusive)');
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    throw badParameter(
      'end_date',
      `the range from start_date is longer than ${MAX_RANGE_DAYS} days, the most one request may span; split it`,
    );
  }
  return { from, to };
}

export function isoTime(millis: number): string {
  return new Date(millis).toISOString();
}

export function isoDay(millis: number): string {
  return formatDay(millis);
}

/** Lines per piece of a streamed body: a chunk of the lake (2,048 rows) goes out in a few pieces of tens of KB. */
const LINES_PER_PIECE = 256;

/**
 * The lines of each chunk, in pieces of at most LINES_PER_PIECE, each joined by `separator`: smaller strings for the
 * socket to take, and less text alive at once.
 */
export async function* linePieces(chunks: AsyncIterable<string[]>, separator: string): AsyncGenerator<string> {
  for await (const lines of chunks) {
    for (let start = 0; start < lines.length; start += LINES_PER_PIECE) {
      yield lines.slice(start, start + LINES_PER_PIECE).join(separator);
    }
  }
}

/** The output chunk size a streamed body is read ahead by: a slow client holds little more than this. */
const STREAM_HIGH_WATER_MARK = 64 * 1024;

/**
 * A byte stream of text or byte chunks, pulled from `chunks` only as the client reads (Readable.from reads on
 * demand, and the reply pipes with backpressure); destroying it (a client that leaves) stops the generator,
 * which releases its lake connection.
 */
export function byteStream(chunks: AsyncIterable<string | Buffer>): Readable {
  return Readable.from(chunks, { objectMode: false, highWaterMark: STREAM_HIGH_WATER_MARK });
}

/** Sends a streamed body (the route's typed reply knows only its JSON and text shapes). */
export function sendStream(
  reply: FastifyReply,
  contentType: string,
  stream: Readable,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply.type(contentType).headers(headers).send(stream);
}
