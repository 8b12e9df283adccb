/**
 * spec §7 '/{prefix}/v4/files/{asset_class}/{freq}?start_date,end_date,format': the bulk files of a class and
 * frequency, one per UTC day with rows (anchor facts §2: tab-separated, header first, empty = NA, optionally a
 * .zip with exactly one entry), and the download of one by name. The listing writes its files first, in one
 * partitioned pass (bulk-file-pass.ts), so it gives each file's real size and a first download streams from disk;
 * a download answers byte ranges (a cut download resumes, byte-range.ts). Where the cache cannot be written (a
 * read-only or full disk), a file is generated from the lake as the client reads it, never held whole, and its
 * size is unknown (null).
 *
 * Zip: a name ending in .zip downloads a zip archive of the .txt (one entry, named like the file with .txt);
 * the listing names a day .zip when it has more than LARGE_FILE_ROWS rows and .txt otherwise, and either name of
 * a listed day downloads.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { ProductCode } from '@moodwire/domain';
import { CSV_CONTENT_TYPE, streamDataRows, writeCsv } from '@moodwire/warehouse';
import { HttpError } from '../../http-error';
import { lakeEtag, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { ApikeyQuery, DATE_PATTERN, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { csvExample } from '../csv-example';
import { checkDay } from '../web/web-params';
import { fileBody, type OpenedFile } from './bulk-file-cache';
import { buildSequence, parseBulkFileName } from './bulk-file-names';
import {
  type BulkFileSet,
  dayRowsOptions,
  fileNameOf,
  listedEncoding,
  openBulkFile,
  sizeOf,
  writeListedFiles,
} from './bulk-file-pass';
import { decideRange } from './byte-range';
import {
  DATA_PRODUCTS,
  DATA_V4_ACCESS,
  DataFrequencyParam,
  dataClassParam,
  findReadableClassFrequency,
} from './data-class';
import { listClassDays } from './data-days';
import { isoDay, MAX_RANGE_DAYS, parseRange } from './data-range';
import { byteStream, linePieces, sendStream } from './streamed-body';
import { zipSingleEntry } from './zip-stream';

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
  size: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Bytes of the file as it downloads (null only where the server cannot keep files)',
  }),
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
          const listed = days.filter(({ day }) => day >= first && day < end);
          const set: BulkFileSet = { lakes, lake, assetClass, frequency };
          // The files are written before they are listed, so each size is the real one; a cache that cannot be
          // written only leaves the sizes unknown (the files are then generated as they are read).
          await writeListedFiles(set, listed).catch((error: unknown) => {
            if (!isUnwritable(error)) throw error;
            request.log.warn({ err: error }, 'bulk file cache not writable: the listing gives no sizes');
          });
          const files = listed.map(({ day, rows }) => {
            const name = fileNameOf(set, day, listedEncoding({ day, rows }));
            return {
              name,
              date: day,
              rows,
              size: sizeOf(set, name) ?? null,
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
                          'mp:2026-11-20_20.30.00.News.CMPNY.4372179024\t4372179024\tAAPL\t2026-11-20T20:30:00.000Z\tNews\tMW:1.0.0\t12\t41.5\t0.1204819\n',
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
              206: {
                description:
                  'The bytes of a Range request (one range, e.g. `Range: bytes=1048576-` to resume; with `If-Range` set to the ETag, only while the file is the same)',
                content: {
                  'application/octet-stream': {
                    schema: Type.String({
                      examples: ['\t0.1204819\nmp:2026-11-20_20.30.00.News.CMPNY.4631020536\t...'],
                    }),
                  },
                },
              },
              ...errorResponses(401, 403, 404, 416, 503),
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
          const set: BulkFileSet = { lakes, lake, assetClass, frequency };
          // The name passed the file-name pattern: no quote or line break can reach the header.
          const disposition = { 'content-disposition': `attachment; filename="${params.file}"` };
          const type = parsed.encoding === 'zip' ? 'application/zip' : 'text/tab-separated-values; charset=utf-8';
          let file: OpenedFile;
          try {
            file = await openBulkFile(set, fileDay.day, parsed.encoding);
          } catch (error) {
            if (!isUnwritable(error)) throw error;
            request.log.warn({ err: error }, 'bulk file cache not writable: the file is generated as it is read');
            const rows = await readLake('file', () => streamDataRows(dayRowsOptions(set, fileDay.day)));
            const text = fileText(rows.header, rows.lines());
            if (parsed.encoding === 'zip') {
              const txtName = fileNameOf(set, fileDay.day, 'txt');
              const modified = new Date(lake.manifest.createdAt);
              return sendStream(reply, type, zipSingleEntry(txtName, text, modified), disposition);
            }
            return sendStream(reply, type, byteStream(text), disposition);
          }
          // One If-Range header is a validator; a list of them is none the server can match.
          const ifRange = request.headers['if-range'];
          const range = decideRange(
            request.headers.range,
            Array.isArray(ifRange) ? '' : ifRange,
            file.size,
            lakeEtag(lake),
          );
          const headers = { ...disposition, 'accept-ranges': 'bytes' };
          if (range.kind === 'unsatisfiable') {
            await file.handle.close();
            reply.header('content-range', `bytes */${file.size}`).header('accept-ranges', 'bytes');
            throw new HttpError(416, 'Range Not Satisfiable', {
              message: `The file '${params.file}' has ${file.size} bytes: a range must start before its end.`,
            });
          }
          if (range.kind === 'part') {
            reply.code(206);
            return sendStream(reply, type, fileBody(file, range), {
              ...headers,
              'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
              'content-length': String(range.end - range.start + 1),
            });
          }
          return sendStream(reply, type, fileBody(file), { ...headers, 'content-length': String(file.size) });
        },
      );
    }
  };
}
