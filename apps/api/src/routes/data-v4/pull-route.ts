/**
 * The rows of chosen assets in one answer (issue 14 'Pull data'): `/{prefix}/v4/data/{asset_class}/{freq}?assets=`
 * gives what the per-asset call `/{prefix}/v4/data/{asset_class}/{freq}/{asset_code}` gives for each asset, in the
 * order asked, under one header (CSV) or in one `data` array (JSON). One call rather than a loop in the client: the
 * file has one header and is checked against one documented limit (MAX_PULL_ASSETS, MAX_PULL_ASSET_WINDOWS of
 * '@moodwire/domain'), which the API enforces; past it the answer is a 400 pointing to the bulk files. The answer is
 * built whole and sent with its Content-Length (bounded by the limit), so a download is never cut short unnoticed.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClass,
  checkPullLimits,
  type DataFrequency,
  MAX_PULL_ASSET_WINDOWS,
  MAX_PULL_ASSETS,
} from '@moodwire/domain';
import { type DataRows, streamDataRows } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import { getAssetIndex } from '../../lake/asset-index';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
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
import { type DateRange, isoTime, parseRange } from './data-range';
import { checkDatacols, checkDataTypes, joinBytes, sendBytes } from './data-route';
import {
  DatacolsParam,
  DatatypeParam,
  DateParam,
  dataRowsAnswer,
  EXAMPLE_ROWS,
  FormatParam,
  StartDateParam,
} from './data-schemas';
import { linePieces } from './streamed-body';

const count = (value: number) => value.toLocaleString('en-US');

export const PULL_LIMIT_TEXT =
  `At most ${MAX_PULL_ASSETS} assets and ${count(MAX_PULL_ASSET_WINDOWS)} asset-windows (assets times the days of ` +
  'the range, or its hours for hou) per call; past that the call answers 400: download the bulk files ' +
  '(/{prefix}/v4/files/{asset_class}/{freq}, one per day).';

const ROWS_EXAMPLE = [EXAMPLE_ROWS.apple('News_Social'), EXAMPLE_ROWS.microsoft('News_Social')];

const PullQuery = Type.Object({
  assets: Type.String({
    minLength: 1,
    maxLength: 5_000,
    description: `Comma-separated asset codes of the class (at most ${MAX_PULL_ASSETS}); rows come in this order`,
    examples: ['4372179024,4631020536'],
  }),
  datacols: DatacolsParam,
  datatype: DatatypeParam,
  start_date: StartDateParam,
  end_date: DateParam('End (exclusive), YYYY-MM-DD or ISO time; default after the last day'),
  format: FormatParam,
  apikey: ApikeyQuery,
});

/** The asked codes, each once, in order: every one an asset of the class, else a 400 naming the unknown ones. */
function checkAssets(lake: LoadedLake, assetClass: AssetClass, value: string): string[] {
  const codes = [...new Set(parseList(value) ?? [])];
  if (codes.length === 0) throw badParameter('assets', 'name at least one asset code');
  const index = getAssetIndex(lake);
  const unknown = codes.filter((code) => !index.get(code, assetClass.code));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 20).map((code) => `'${code}'`);
    const more = unknown.length > shown.length ? ` and ${unknown.length - shown.length} more` : '';
    throw badParameter(
      'assets',
      `${unknown.length === 1 ? 'no asset' : 'no assets'} ${shown.join(', ')}${more} in ${assetClass.code}`,
    );
  }
  return codes;
}

function overLimit(
  product: string,
  assetClass: AssetClass,
  frequency: DataFrequency,
  problem: { message: string },
): HttpError {
  return new HttpError(400, 'Over the pull limit', {
    message: `${problem.message} Pull fewer assets or days, or download the bulk files, one per day: /${product}/v4/files/${assetClass.code}/${frequency.code}.`,
    detail: 'over_pull_limit',
  });
}

/** The rows of each asset in turn (the per-asset read, which serves one asset's CSV from memory). */
async function* eachAssetLines(reads: ReadonlyArray<() => Promise<DataRows>>): AsyncGenerator<string[]> {
  for (const read of reads) {
    const rows = await read();
    yield* rows.lines();
  }
}

async function* pullBody(format: 'csv' | 'json', reads: ReadonlyArray<() => Promise<DataRows>>) {
  // Every asset's read has the same columns (one class, one datacols); the first one's header is the file's.
  const first = await reads[0]?.();
  if (format === 'csv') {
    yield `${first?.header ?? ''}\n`;
    for await (const piece of linePieces(eachAssetLines(reads), '\n')) yield `${piece}\n`;
    return;
  }
  yield '{"data":[';
  let separator = '';
  for await (const piece of linePieces(eachAssetLines(reads), ',')) {
    yield separator + piece;
    separator = ',';
  }
  yield ']}';
}

export function pullRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/data/:asset_class/:freq`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The series rows of chosen ${product} assets in one answer, CSV by default`,
            description:
              'What /{asset_code} gives for each asset of `assets`, in that order, under one header (CSV) or in one ' +
              `data array (JSON). ${PULL_LIMIT_TEXT}`,
            params: Type.Object({ asset_class: dataClassParam(product), freq: DataFrequencyParam }),
            querystring: PullQuery,
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
          const codes = checkAssets(lake, assetClass, query.assets);
          const indicators = checkDatacols(assetClass, query.datacols);
          const dataTypes = checkDataTypes(assetClass, query.datatype);
          const range: DateRange = parseRange(lake, query.start_date, query.end_date);
          const problem = checkPullLimits({ assets: codes.length, frequency: frequency.code, ...range });
          if (problem) throw overLimit(product, assetClass, frequency, problem);
          const format = query.format === 'json' ? 'json' : 'csv';
          const source = dataSourceOf(lake, assetClass);
          const reads = codes.map(
            (assetCode) => () =>
              streamDataRows({
                dataset: source.dataset,
                assetClass: source.datasetClass,
                frequency: frequency.series,
                format,
                from: isoTime(range.from),
                to: isoTime(range.to),
                assetCode,
                indicators,
                dataTypes,
                dataDir: lakes.dataDir,
              }),
          );
          // Built whole (bounded by the limit) and not kept: up to some MB per answer would crowd the answer cache,
          // while each asset's own read is fast (one asset's CSV comes from memory).
          const body = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            keep: false,
            parameter: 'datacols',
            read: () => joinBytes(pullBody(format, reads)),
          });
          if (body === undefined) return reply;
          const contentType = format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8';
          return sendBytes(reply, contentType, body);
        },
      );
    }
  };
}
