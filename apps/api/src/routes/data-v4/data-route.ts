/**
 * spec §7 '/{prefix}/v4/data/{asset_class}/{freq}/{asset_code}?datacols,start_date,end_date,format (default
 * csv)': the rows of one asset, or of every asset of the class with `all`, in the reference's layout (anchor facts
 * §2: id, assetCode, [ticker], windowTimestamp, dataType, systemVersion, [mentions], buzz, scores), every data type
 * unless `datatype` names some. CSV is comma-separated with a header and empty cells for nulls; JSON is
 * `{ data: [...] }`. Rows stream from the lake as the client reads, so `all` over years keeps memory flat.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AssetClass, getSource, listDataTypes, listIndicators } from '@moodwire/domain';
import { type DataRows, ROW_KEY_COLUMNS, streamDataRows } from '@moodwire/warehouse';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import { getAssetIndex } from '../../lake/asset-index';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { parseList } from '../web/web-params';
import {
  DATA_PRODUCTS,
  DATA_V4_ACCESS,
  DataFrequencyParam,
  dataClassParam,
  dataSourceOf,
  findReadableClassFrequency,
} from './data-class';
import { countRangeRows, listClassDays } from './data-days';
import { isoTime, MAX_RANGE_DAYS, parseRange } from './data-range';
import {
  DatacolsParam,
  DatatypeParam,
  DateParam,
  dataRowsAnswer,
  EXAMPLE_ROWS,
  FormatParam,
  StartDateParam,
} from './data-schemas';
import { byteStream, linePieces, sendStream } from './streamed-body';

/** The asset code that asks for every asset of the class. */
export const ALL_ASSETS = 'all';

/**
 * The most rows one call for every asset (`all`) may give (issue 12 §6: one such call streamed 2.5 GB). The rows
 * are counted before anything is sent, over the whole days the range touches and every data type; past the cap
 * the call is refused with a 400 that says how many rows the range holds and how to get them (a shorter range,
 * or the bulk files, one per day), rather than cut short: a script never takes part of the data for all of it.
 */
export const MAX_ALL_ROWS = 500_000;

const ROWS_EXAMPLE = [EXAMPLE_ROWS.apple('News')];

const DataQuery = Type.Object({
  datacols: DatacolsParam,
  datatype: DatatypeParam,
  start_date: StartDateParam,
  end_date: DateParam(
    `End (exclusive), YYYY-MM-DD or ISO time; default after the last day. At most ${MAX_RANGE_DAYS} days after start_date; with '${ALL_ASSETS}', a range of at most ${MAX_ALL_ROWS.toLocaleString('en-US')} rows`,
  ),
  format: FormatParam,
  apikey: ApikeyQuery,
});

/** The score columns of `datacols`, checked against the class's catalogue; an unknown one is a 400 naming it. */
export function checkDatacols(assetClass: AssetClass, value: string | undefined): string[] | undefined {
  const codes = parseList(value);
  if (!codes) return undefined;
  const known = new Set(listIndicators({ assetClass: assetClass.code }).map((indicator) => indicator.code));
  for (const code of codes) {
    if (!known.has(code) || ROW_KEY_COLUMNS.includes(code)) {
      throw badParameter(
        'datacols',
        `unknown column '${code}' for ${assetClass.code} (the columns are listed by /info)`,
      );
    }
  }
  return [...new Set(codes)];
}

/** The data types of `datatype` (names or source codes) that the class has; another is a 400 naming it. */
export function checkDataTypes(assetClass: AssetClass, value: string | undefined): string[] | undefined {
  const names = parseList(value);
  if (!names) return undefined;
  const offered = listDataTypes(assetClass.code).map((dataType) => dataType.code as string);
  return names.map((name) => {
    const source = getSource(name);
    if (!source || !offered.includes(source.name)) {
      throw badParameter('datatype', `unknown data type '${name}' for ${assetClass.code} (use ${offered.join(', ')})`);
    }
    return source.name;
  });
}

function tooManyRows(product: string, assetClass: AssetClass, frequency: string, rows: number): HttpError {
  const count = (value: number) => value.toLocaleString('en-US');
  return new HttpError(400, 'Too many rows', {
    message:
      `The range holds ${count(rows)} rows of ${assetClass.code} ${frequency}, more than the ${count(MAX_ALL_ROWS)} ` +
      `one call for '${ALL_ASSETS}' may give. Ask for fewer days (start_date, end_date), or download the bulk files, ` +
      `one per day: /${product}/v4/files/${assetClass.code}/${frequency}.`,
    detail: 'too_many_rows',
  });
}

async function* csvBody(rows: DataRows): AsyncGenerator<string> {
  yield `${rows.header}\n`;
  for await (const piece of linePieces(rows.lines(), '\n')) yield `${piece}\n`;
}

/**
 * The whole answer as UTF-8 bytes: kept so in the answer cache, an answer sent again costs no encoding of its text
 * (about 200 kB for three years of a company) and no count of its bytes (Content-Length, the byte quota). Each
 * piece is written into the bytes as it is, with no text of the whole answer made first (a string that large
 * lives in the heap's large-object space until a full collection).
 */
export async function joinBytes(pieces: AsyncIterable<string>): Promise<Buffer> {
  const parts: string[] = [];
  let size = 0;
  for await (const piece of pieces) {
    parts.push(piece);
    size += Buffer.byteLength(piece);
  }
  // Every byte is written below; out of the shared pool, so that a small answer kept does not hold a pool slab.
  const bytes = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/** Sends an answer kept as bytes (the route's typed reply knows only its JSON and text shapes). */
export function sendBytes(reply: FastifyReply, contentType: string, body: Buffer): FastifyReply {
  return reply.type(contentType).send(body);
}

async function* jsonBody(rows: DataRows): AsyncGenerator<string> {
  yield '{"data":[';
  let separator = '';
  for await (const piece of linePieces(rows.lines(), ',')) {
    yield separator + piece;
    separator = ',';
  }
  yield ']}';
}

export function dataRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/data/:asset_class/:freq/:asset_code`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The series rows of a ${product} asset (or of all assets of the class), CSV by default`,
            description:
              `With '${ALL_ASSETS}', one call gives at most ${MAX_ALL_ROWS.toLocaleString('en-US')} rows (counted over ` +
              'the whole days of the range and every data type): a longer range answers 400 with the rows it holds; ' +
              `ask for fewer days, or download the bulk files (/${product}/v4/files/{asset_class}/{freq}, one per day).`,
            params: Type.Object({
              asset_class: dataClassParam(product),
              freq: DataFrequencyParam,
              asset_code: Type.String({
                minLength: 1,
                maxLength: 100,
                description: `Asset code, or '${ALL_ASSETS}' for every asset of the class`,
                examples: ['4372179024'],
              }),
            }),
            querystring: DataQuery,
            response: {
              200: dataRowsAnswer(ROWS_EXAMPLE),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { params, query } = request;
          const { assetClass, frequency } = findReadableClassFrequency(app.ctx, request, product, params);
          const lake = await lakes.current();
          const isAll = params.asset_code === ALL_ASSETS;
          if (!isAll && !getAssetIndex(lake).get(params.asset_code, assetClass.code)) {
            throw new HttpError(404, 'Unknown asset', {
              message: `There is no asset '${params.asset_code}' in ${assetClass.code}.`,
            });
          }
          const indicators = checkDatacols(assetClass, query.datacols);
          const dataTypes = checkDataTypes(assetClass, query.datatype);
          const range = parseRange(lake, query.start_date, query.end_date);
          if (isAll) {
            const rows = countRangeRows(await listClassDays(lakes, lake, assetClass, frequency), range);
            if (rows > MAX_ALL_ROWS) throw tooManyRows(product, assetClass, frequency.code, rows);
          }
          const format = query.format === 'json' ? 'json' : 'csv';
          const contentType = format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
          const readRows = () => {
            const source = dataSourceOf(lake, assetClass);
            return streamDataRows({
              dataset: source.dataset,
              assetClass: source.datasetClass,
              frequency: frequency.series,
              format,
              from: isoTime(range.from),
              to: isoTime(range.to),
              assetCode: isAll ? undefined : params.asset_code,
              // One asset is a member already (checked above): the region's filter is for `all`.
              assetCodes: isAll ? source.assetCodes : undefined,
              indicators,
              dataTypes,
              dataDir: lakes.dataDir,
            });
          };
          if (!isAll) {
            // One asset is at most some thousands of rows (about 200 kB of CSV for three busy years): its answer is
            // a lake answer like any other, kept whole in the bounded answer cache, so the scripts that loop over a
            // class's assets every day are answered from memory after the first caller (issue 12 §4).
            const body = await readFromLake({
              request,
              reply,
              lakes,
              lake,
              parameter: 'datacols',
              read: async () => joinBytes(format === 'json' ? jsonBody(await readRows()) : csvBody(await readRows())),
            });
            if (body === undefined) return reply;
            return sendBytes(reply, contentType, body);
          }
          // Every asset's rows stream as the client reads them: the helper's ETag step only, the read runs per request.
          const rows = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            keep: false,
            parameter: 'datacols',
            read: readRows,
          });
          if (rows === undefined) return reply;
          return sendStream(reply, contentType, byteStream(format === 'json' ? jsonBody(rows) : csvBody(rows)));
        },
      );
    }
  };
}
