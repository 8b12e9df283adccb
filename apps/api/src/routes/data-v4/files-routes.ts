/**
 * spec §7 '/{prefix}/v4/files/{asset_class}/{freq}?start_date,end_date,format': the bulk files of a class and
 * frequency, one per UTC day with rows (anchor facts §2: tab-separated, header first, empty = NA, optionally a
 * .zip with exactly one entry), and the download of one by name. A file is written once per build by DuckDB into
 * a cache on disk and sent from there (bulk-file-cache.ts); where the cache cannot be written (a read-only or full
 * disk), it is generated from the lake as the client reads it, never held whole.
 *
 * Zip: a name ending in .zip downloads a zip archive of the .txt (one entry, named like the file with .txt);
 * the listing names a day .zip when it has more than LARGE_FILE_ROWS rows and .txt otherwise, and either name of
 * a listed day downloads. The size of a file is listed once the file is in the cache (written by a download of
 * this build, in this process or another one sharing the data dir); until then it is null.
 */
import { join } from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AssetClass, DAY_MS, type ProductCode, parseDay } from '@moodwire/domain';
import {
  CSV_CONTENT_TYPE,
  copyDataRows,
  type StreamDataRowsOptions,
  streamDataRows,
  writeCsv,
} from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import type { LakeView } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { ApikeyQuery, DATE_PATTERN, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { csvExample } from '../csv-example';
import { checkDay } from '../web/web-params';
import { BulkFileCache, fileBody, type OpenedFile, writeZipOf } from './bulk-file-cache';
import {
  type BulkFileEncoding,
  buildSequence,
  bulkFileName,
  LARGE_FILE_ROWS,
  parseBulkFileName,
} from './bulk-file-names';
import {
  DATA_PRODUCTS,
  DATA_V4_ACCESS,
  DataFrequencyParam,
  dataClassParam,
  dataSourceOf,
  findReadableClassFrequency,
} from './data-class';
import { listClassDays } from './data-days';
import { isoDay, isoTime, MAX_RANGE_DAYS, parseRange } from './data-range';
import { byteStream, linePieces, sendStream } from './streamed-body';
import { zipSingleEntry } from './zip-stream';

/** One cache per data dir (several apps of one process, as in tests, share it and its single flights). */
const CACHES = new Map<string, BulkFileCache>();

function cacheOf(lakes: LakeView): BulkFileCache {
  let cache = CACHES.get(lakes.dataDir);
  if (!cache) {
    cache = new BulkFileCache(join(lakes.dataDir, 'cache', 'bulk-files'));
    CACHES.set(lakes.dataDir, cache);
  }
  return cache;
}

/** The cache's name of a file: the class code first, as two classes (a region and its base) share a file code. */
function cacheName(assetClass: AssetClass, file: string): string {
  return `${assetClass.code}.${file}`;
}

/** Errors of a disk the cache cannot write to: the download is then generated as it is read. */
const UNWRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT']);

function isUnwritable(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code !== undefined && UNWRITABLE.has(code);
}

const FILE_COLUMNS = ['name', 'date', 'rows', 'size', 'url'] as const;
const FILE_EXAMPLE = {
  name: 'PRO.Live.CMPNY.WDAI_UDAI.20261120.20261123104747.txt',
  date: '2026-11-20',
  rows: 3512,
  size: 1_482_911,
  url: '/rma/v4/files/equ/dai/PRO.Live.CMPNY.WDAI_UDAI.20261120.20261123104747.txt',
};
const FileSchema = Type.Object({
  name: Type.String(),
  date: Type.String({ description: 'The UTC day of the windows in the file' }),
  rows: Type.Integer(),
  size: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes, once known (null before)' }),
  url: Type.String({ description: 'Path of the download (add the apikey)' }),
});
const ClassParams = (product: ProductCode) =>
  Type.Object({ asset_class: dataClassParam(product), freq: DataFrequencyParam });
const DayParam = (description: string) =>
  Type.Optional(Type.String({ pattern: DATE_PATTERN, description, examples: ['2026-11-01'] }));

/** Text of one file: the header, then the rows of the day, tab-separated. */
async function* fileText(header: string, lines: AsyncIterable<string[]>): AsyncGenerator<string> {
  yield `${header}\n`;
  for await (const piece of linePieces(lines, '\n')) yield `${piece}\n`;
}

export function filesRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const product of DATA_PRODUCTS) {
      app.get(
        `/${product}/v4/files/:asset_class/:freq`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `The bulk files of a ${product} asset class and frequency in a date range, one per day`,
            params: ClassParams(product),
            querystring: Type.Object({
              start_date: DayParam('First day (inclusive); default the first day of the data'),
              end_date: DayParam(`Last day (exclusive); default after the last day; at most ${MAX_RANGE_DAYS} days`),
              format: Type.Optional(
                Type.Union([Type.Literal('json'), Type.Literal('csv')], {
                  default: 'json',
                  description: 'json (default) or csv',
                }),
              ),
              apikey: ApikeyQuery,
            }),
            response: {
              200: {
                description: 'The files: JSON { data } by default, CSV with format=csv',
                content: {
                  'application/json': {
                    schema: Type.Object({ data: Type.Array(FileSchema) }, { examples: [{ data: [FILE_EXAMPLE] }] }),
                  },
                  'text/csv': {
                    schema: Type.String({
                      examples: [csvExample(FILE_COLUMNS, FILE_EXAMPLE)],
                    }),
                  },
                },
              },
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { params, query } = request;
          const { assetClass, frequency } = findReadableClassFrequency(app.ctx, request, product, params);
          const lake = await lakes.current();
          const range = parseRange(
            lake,
            checkDay('start_date', query.start_date),
            checkDay('end_date', query.end_date),
          );
          // The days are kept per build by listClassDays; the listing is written per request, as a file's size
          // is listed once a download has put it in the cache.
          const days = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            keep: false,
            read: () => listClassDays(lakes, lake, assetClass, frequency),
          });
          if (days === undefined) return reply;
          const first = isoDay(range.from);
          const end = isoDay(range.to);
          const sequence = buildSequence(lake);
          const cache = cacheOf(lakes);
          // Sizes of what the cache holds; a cache that cannot be read only leaves them unknown.
          const cached = await cache.ready(lake.buildId).then(
            () => true,
            () => false,
          );
          const files = days
            .filter(({ day }) => day >= first && day < end)
            .map(({ day, rows }) => {
              const encoding: BulkFileEncoding = rows > LARGE_FILE_ROWS ? 'zip' : 'txt';
              const name = bulkFileName(assetClass, frequency, day, sequence, encoding);
              return {
                name,
                date: day,
                rows,
                size: (cached ? cache.sizeOf(lake.buildId, cacheName(assetClass, name)) : undefined) ?? null,
                url: `/${product}/v4/files/${assetClass.code}/${frequency.code}/${name}`,
              };
            });
          if (query.format === 'csv') return reply.type(CSV_CONTENT_TYPE).send(writeCsv(FILE_COLUMNS, files));
          return reply.type('application/json; charset=utf-8').send({ data: files });
        },
      );

      app.get(
        `/${product}/v4/files/:asset_class/:freq/:file`,
        {
          config: DATA_V4_ACCESS,
          schema: {
            tags: ['data'],
            security: KEYED_SECURITY,
            summary: `Downloads one bulk file of a ${product} asset class: tab-separated text, or a zip of it`,
            params: Type.Object({
              ...ClassParams(product).properties,
              file: Type.String({
                maxLength: 200,
                description: 'A name from the listing (.txt, or .zip for the same file zipped)',
                examples: [FILE_EXAMPLE.name],
              }),
            }),
            querystring: Type.Object({ apikey: ApikeyQuery }),
            response: {
              200: {
                description: 'The file',
                content: {
                  'text/tab-separated-values': {
                    schema: Type.String({
                      examples: [
                        'id\tassetCode\tticker\twindowTimestamp\tdataType\tsystemVersion\tmentions\tbuzz\tsentiment\n' +
                          'mp:2026-11-20_20.30.00.News.CMPNY.4295905573\t4295905573\tAAPL\t2026-11-20T20:30:00.000Z\tNews\tMW:1.0.0\t12\t41.5\t0.1204819\n',
                      ],
                    }),
                  },
                  'application/zip': {
                    schema: Type.String({
                      description: 'A zip archive with exactly one entry, the .txt file',
                      examples: ['PK\u0003\u0004...'],
                    }),
                  },
                },
              },
              ...errorResponses(401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { params } = request;
          const { assetClass, frequency } = findReadableClassFrequency(app.ctx, request, product, params);
          const lake = await lakes.current();
          const sequence = buildSequence(lake);
          const unknown = () =>
            new HttpError(404, 'Unknown file', {
              message: `There is no file '${params.file}' of ${assetClass.code} ${frequency.code} in the current data; list the files with /${product}/v4/files/${assetClass.code}/${frequency.code}.`,
            });
          const parsed = parseBulkFileName(params.file, assetClass, frequency, sequence);
          if (!parsed) throw unknown();
          // Whether the day has a file decides the answer: an unknown one is a 404 without the build's ETag.
          const fileDay = await readFromLake({
            request,
            reply,
            lakes,
            lake,
            keep: false,
            revalidateAfterRead: true,
            read: async () => {
              const days = await listClassDays(lakes, lake, assetClass, frequency);
              const found = days.find(({ day }) => day === parsed.day);
              if (!found) throw unknown();
              return found;
            },
          });
          if (fileDay === undefined) return reply;
          const from = parseDay(fileDay.day);
          const source = dataSourceOf(lake, assetClass);
          const rowsOptions: StreamDataRowsOptions = {
            dataset: source.dataset,
            assetClass: source.datasetClass,
            frequency: frequency.series,
            format: 'tsv',
            from: isoTime(from),
            to: isoTime(from + DAY_MS),
            assetCodes: source.assetCodes,
            dataDir: lakes.dataDir,
          };
          // The name passed the file-name pattern: no quote or line break can reach the header.
          const disposition = { 'content-disposition': `attachment; filename="${params.file}"` };
          const txtName = params.file.replace(/\.zip$/, '.txt');
          const modified = new Date(lake.manifest.createdAt);
          const cache = cacheOf(lakes);
          const openText = () =>
            cache.open(lake.buildId, cacheName(assetClass, txtName), async (path) => {
              await readLake('file', () => copyDataRows(rowsOptions, path));
            });
          let file: OpenedFile;
          try {
            file =
              parsed.encoding === 'zip'
                ? await cache.open(lake.buildId, cacheName(assetClass, params.file), async (path) =>
                    writeZipOf(fileBody(await openText()), txtName, modified, path),
                  )
                : await openText();
          } catch (error) {
            if (!isUnwritable(error)) throw error;
            request.log.warn({ err: error }, 'bulk file cache not writable: the file is generated as it is read');
            const rows = await readLake('file', () => streamDataRows(rowsOptions));
            const text = fileText(rows.header, rows.lines());
            if (parsed.encoding === 'zip') {
              return sendStream(reply, 'application/zip', zipSingleEntry(txtName, text, modified), disposition);
            }
            return sendStream(reply, 'text/tab-separated-values; charset=utf-8', byteStream(text), disposition);
          }
          const headers = { ...disposition, 'content-length': String(file.size) };
          const type = parsed.encoding === 'zip' ? 'application/zip' : 'text/tab-separated-values; charset=utf-8';
          return sendStream(reply, type, fileBody(file), headers);
        },
      );
    }
  };
}
