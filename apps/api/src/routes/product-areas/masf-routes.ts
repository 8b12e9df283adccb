/**
 * MASF v4 (spec §7): the sources, and a preview of an asset's daily scores as JSON rows or, for longer ranges,
 * streamed as JSON lines (`/masf/v4/data_preview/line_json/{class}/{code}`, one object per line).
 */
import { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ASSET_CLASS_CODES, SOURCES } from '@moodwire/domain';
import { type AssetRowsOptions, listAssetRows, streamAssetRows } from '@moodwire/warehouse';
import { answerFromLake, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import {
  DatacolsQuery,
  DatatypeQuery,
  EndDate,
  listOf,
  type ScoreRow,
  ScoreRowSchema,
  StartDate,
} from './area-schemas';
import { findClass, findClassAsset } from './class-assets';
import { classData, parseDatacols, parseDatatype } from './class-data';
import { dateRange, type IsoRange } from './date-range';
import { sendStream } from './send-answer';

/** A JSON preview covers at most a year; the line_json stream up to ten (documented in the schemas). */
export const PREVIEW_MAX_DAYS = 366;
export const LINE_JSON_MAX_DAYS = 3_660;
const PREVIEW_DEFAULT_DAYS = 30;

const SourceSchema = Type.Object(
  { code: Type.String(), name: Type.String(), label: Type.String() },
  { examples: [{ code: 'all', name: 'News_Social', label: 'News and Social Media' }] },
);

const PreviewParams = Type.Object({
  class: Type.String({ minLength: 1, maxLength: 32, description: 'Asset class', examples: ['equ'] }),
  code: Type.String({ minLength: 1, maxLength: 100, description: 'Asset code', examples: ['4372179024'] }),
});

function previewQuery(maxDays: number) {
  return Type.Object(
    {
      start_date: StartDate,
      end_date: EndDate,
      datatype: DatatypeQuery,
      datacols: DatacolsQuery,
      apikey: ApikeyQuery,
    },
    {
      description: `Daily windows; start_date defaults to ${PREVIEW_DEFAULT_DAYS} days before end_date, end_date to the day after the lake's last day; at most ${maxDays} days per request.`,
    },
  );
}

interface PreviewRequest {
  params: { class: string; code: string };
  query: { start_date?: string; end_date?: string; datatype?: string; datacols?: string };
}

/** The read options of a preview request, every parameter checked (404 class or asset, 400 the rest). */
function previewOptions(lake: LoadedLake, dataDir: string, request: PreviewRequest, maxDays: number): AssetRowsOptions {
  const assetClass = findClass(request.params.class, ASSET_CLASS_CODES);
  const asset = findClassAsset(lake, assetClass.code, request.params.code);
  const data = classData(assetClass);
  const dataType = parseDatatype(request.query.datatype, data);
  const columns = parseDatacols(request.query.datacols, assetClass);
  const range: IsoRange = dateRange(request.query, lake, { defaultDays: PREVIEW_DEFAULT_DAYS, maxDays });
  return {
    dataset: data.dataset,
    assetClass: data.lakeClass,
    assetCode: asset.id,
    frequency: 'daily',
    ...(dataType === undefined ? {} : { dataType }),
    ...(columns === undefined ? {} : { columns }),
    ...range,
    dataDir,
  };
}

export function masfRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'masfV4' as const } };

    app.get(
      '/masf/v4/sources',
      {
        config,
        schema: {
          tags: ['masf'],
          security: KEYED_SECURITY,
          summary: 'The sources every score is computed for (spec §3 Sources)',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: {
            200: dataOf(listOf(SourceSchema), 'The sources'),
            ...errorResponses(401, 403),
          },
        },
      },
      async () => ({ data: SOURCES.map((source) => ({ ...source })) }),
    );

    app.get(
      '/masf/v4/data_preview/:class/:code',
      {
        config,
        schema: {
          tags: ['masf'],
          security: KEYED_SECURITY,
          summary: "A preview of an asset's daily scores",
          description: `Rows of one asset, oldest first: the row keys (id, assetCode, ticker for companies, windowTimestamp, dataType, systemVersion), buzz, then the datacols. Without start_date the last ${PREVIEW_DEFAULT_DAYS} days; at most ${PREVIEW_MAX_DAYS} days per request (the line_json variant streams up to ${LINE_JSON_MAX_DAYS}).`,
          params: PreviewParams,
          querystring: previewQuery(PREVIEW_MAX_DAYS),
          response: {
            200: dataOf(listOf(ScoreRowSchema), 'The rows'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const lake = await lakes.current();
        const options = previewOptions(lake, lakes.dataDir, request, PREVIEW_MAX_DAYS);
        return answerFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'datacols',
          read: async () => ({ data: (await listAssetRows(options)).rows as ScoreRow[] }),
        });
      },
    );

    app.get(
      '/masf/v4/data_preview/line_json/:class/:code',
      {
        config,
        schema: {
          tags: ['masf'],
          security: KEYED_SECURITY,
          summary: "An asset's daily scores streamed as JSON lines",
          description: `The rows of the data preview, one JSON object per line (application/x-ndjson), streamed as they are read; at most ${LINE_JSON_MAX_DAYS} days per request.`,
          params: PreviewParams,
          querystring: previewQuery(LINE_JSON_MAX_DAYS),
          response: {
            200: {
              description: 'One JSON object per line',
              content: {
                'application/x-ndjson': {
                  schema: Type.String({
                    examples: [
                      '{"id":"mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024","assetCode":"4372179024","ticker":"AAPL","windowTimestamp":"2026-10-01T20:30:00.000Z","dataType":"News_Social","systemVersion":"MW:1.0.0","buzz":41.5,"sentiment":0.1255}\n',
                    ],
                  }),
                },
              },
            },
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const lake = await lakes.current();
        const options = previewOptions(lake, lakes.dataDir, request, LINE_JSON_MAX_DAYS);
        const rows = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'datacols',
          keep: false,
          read: async () => streamAssetRows(options),
        });
        if (rows === undefined) return reply;
        const iterator = rows[Symbol.asyncIterator]();
        // The first chunk is read before the headers go out, so a bad request is still a JSON error.
        let step = await readLake('datacols', () => iterator.next()).catch(async (error: unknown) => {
          await iterator.return?.();
          throw error;
        });
        async function* lines() {
          try {
            while (!step.done) {
              yield step.value.map((row) => `${JSON.stringify(row)}\n`).join('');
              step = await iterator.next();
            }
          } finally {
            await iterator.return?.();
          }
        }
        return sendStream(reply, 'application/x-ndjson; charset=utf-8', Readable.from(lines()));
      },
    );
  };
}
