/**
 * Transcript analytics (spec §7 /mta/...): earnings calls with their sentiment by section and speaker role,
 * the companies that have calls, the keyphrases of the calls, and the transcripts themselves as files (one per
 * call, as text or JSON).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  getTranscript,
  listTranscriptAssets,
  listTranscriptKeyphrases,
  listTranscripts,
  type Transcript,
  type TranscriptCall,
} from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { answerFromLake, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';
import { EndDate, listOf, Nullable, StartDate } from './area-schemas';
import { dateRange, HISTORY_RANGE, HISTORY_TEXT, type IsoRange } from './date-range';

const EXAMPLE_CALL: TranscriptCall = {
  transcriptId: 'tr-4295905573-Q3-2026',
  assetCode: '4295905573',
  ticker: 'AAPL',
  name: 'Apple Inc',
  windowTimestamp: '2026-10-28T13:30:00.000Z',
  quarter: 'Q3 2026',
  title: 'Apple Inc Q3 2026 earnings call',
  result: 'beat',
  turns: 13,
  buzz: 67,
  sentiment: 0.52,
  preparedSentiment: 0.65,
  qaSentiment: 0.4,
  ceoSentiment: 0.67,
  cfoSentiment: 0.54,
  analystSentiment: -0.45,
  uncertainty: 0.007,
  keyphrases: ['market share improved', 'Free cash flow'],
  summary: 'We delivered another strong quarter, with record revenue and growing demand across every region.',
};

const Score = Nullable(Type.Number());
const CallSchema = Type.Object(
  {
    transcriptId: Type.String(),
    assetCode: Type.String(),
    ticker: Nullable(Type.String()),
    name: Type.String(),
    windowTimestamp: Type.String({ description: 'Time of the call (ISO, UTC)' }),
    quarter: Type.String(),
    title: Type.String(),
    result: Type.String({ description: 'beat or miss' }),
    turns: Type.Integer(),
    buzz: Type.Number(),
    sentiment: Score,
    preparedSentiment: Score,
    qaSentiment: Score,
    ceoSentiment: Score,
    cfoSentiment: Score,
    analystSentiment: Score,
    uncertainty: Score,
    keyphrases: Type.Array(Type.String()),
    summary: Type.String(),
  },
  { examples: [EXAMPLE_CALL] },
);

const TranscriptAssetSchema = Type.Object(
  {
    assetCode: Type.String(),
    ticker: Nullable(Type.String()),
    name: Type.String(),
    RIC: Nullable(Type.String()),
    TRBCEconomicSector: Nullable(Type.String()),
    Domicile: Nullable(Type.String()),
    ExchangeCountry: Nullable(Type.String()),
    calls: Type.Integer(),
    firstCall: Type.String(),
    lastCall: Type.String(),
  },
  {
    examples: [
      {
        assetCode: '4295905573',
        ticker: 'AAPL',
        name: 'Apple Inc',
        RIC: 'AAPL.O',
        TRBCEconomicSector: 'Technology',
        Domicile: 'US',
        ExchangeCountry: 'US',
        calls: 12,
        firstCall: '2024-01-23T13:30:00.000Z',
        lastCall: '2026-10-28T13:30:00.000Z',
      },
    ],
  },
);

const KeyphraseSchema = Type.Object(
  {
    keyphrase: Type.String(),
    calls: Type.Integer({ description: 'Calls whose keyphrases include it' }),
    assets: Type.Integer({ description: 'Companies among those calls' }),
    sentiment: Score,
    firstCall: Type.String(),
    lastCall: Type.String(),
  },
  {
    examples: [
      {
        keyphrase: 'market share improved',
        calls: 310,
        assets: 204,
        sentiment: 0.41,
        firstCall: '2023-11-28T13:30:00.000Z',
        lastCall: '2026-10-28T13:30:00.000Z',
      },
    ],
  },
);

const FileSchema = Type.Object(
  {
    file: Type.String({ description: 'The transcript as text: download with /mta/files/{file}' }),
    jsonFile: Type.String({ description: 'The same transcript as JSON (the call and its turns)' }),
    transcriptId: Type.String(),
    assetCode: Type.String(),
    name: Type.String(),
    date: Type.String(),
    quarter: Type.String(),
    title: Type.String(),
  },
  {
    examples: [
      {
        file: 'tr-4295905573-Q3-2026.txt',
        jsonFile: 'tr-4295905573-Q3-2026.json',
        transcriptId: 'tr-4295905573-Q3-2026',
        assetCode: '4295905573',
        name: 'Apple Inc',
        date: '2026-10-28T13:30:00.000Z',
        quarter: 'Q3 2026',
        title: 'Apple Inc Q3 2026 earnings call',
      },
    ],
  },
);

const AssetCodeText = Type.String({
  minLength: 1,
  maxLength: 100,
  description: "A company's asset code, or all",
  examples: ['all'],
});
const MAX_CALLS = 10_000;
const LimitQuery = (fallback: number, max: number, description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: fallback, description }));

/** The query of the calls that read a company's (or every company's) earnings calls in a range: keyphrases, files. */
const companyRangeQuery = (limit: ReturnType<typeof LimitQuery>) =>
  Type.Object({
    start_date: StartDate,
    end_date: EndDate,
    asset_code: Type.Optional(AssetCodeText),
    limit,
    apikey: ApikeyQuery,
  });

/** Which calls a company-and-range request reads: the company (or all) and the [from, to) range. */
type CompanyCalls = { assetCode: string } & IsoRange;

/** A transcript file name: the call's id and txt or json (never a path). */
const FILE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,150}\\.(txt|json)$';

/** 'all', or a company of the lake's universe (transcripts are of companies), else a 404. */
function checkCompany(lake: LoadedLake, code: string): string {
  if (code === 'all') return code;
  const asset = lake.assetsById.get(code);
  if (asset?.class !== 'equ') {
    throw new HttpError(404, 'Unknown asset', { message: `There is no company '${code}'.` });
  }
  return code;
}

/** A transcript as a plain-text document: the call's header, then each turn under its section. */
function transcriptText(transcript: Transcript): string {
  const lines = [
    transcript.title,
    `Company: ${transcript.name} (${[transcript.ticker, transcript.assetCode].filter(Boolean).join(', ')})`,
    `Date: ${transcript.windowTimestamp}`,
    `Quarter: ${transcript.quarter}`,
    `Result: ${transcript.result}`,
  ];
  let section = '';
  for (const turn of transcript.turnList) {
    if (turn.section !== section) {
      section = turn.section;
      lines.push('', `== ${section} ==`);
    }
    lines.push('', `${turn.speaker} (${turn.role}): ${turn.text}`);
  }
  return `${lines.join('\n')}\n`;
}

export function mtaRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'mta' as const } };
    const common = { tags: ['mta'], security: KEYED_SECURITY };

    /**
     * Answers a read of a company's (or all) calls in the request's range: the company and the dates are checked
     * against the current build first (404, 400), then the read gets them.
     */
    async function answerCompanyCalls<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      query: { start_date?: string; end_date?: string },
      code: string,
      read: (calls: CompanyCalls) => Promise<T>,
    ) {
      const lake = await lakes.current();
      const calls = { assetCode: checkCompany(lake, code), ...dateRange(query, lake, HISTORY_RANGE) };
      return answerFromLake({ request, reply, lakes, lake, parameter: 'start_date', read: () => read(calls) });
    }

    app.get(
      '/mta/data/:asset_code',
      {
        config,
        schema: {
          ...common,
          summary: 'Earnings calls of a company (or all) with their analytics',
          description: `Newest first: sentiment overall, by section and by speaker role, uncertainty, keyphrases, summary. ${HISTORY_TEXT}`,
          params: Type.Object({ asset_code: AssetCodeText }),
          querystring: Type.Object({
            start_date: StartDate,
            end_date: EndDate,
            limit: LimitQuery(1_000, MAX_CALLS, 'Most calls returned'),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(listOf(CallSchema), 'The calls'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) =>
        answerCompanyCalls(request, reply, request.query, request.params.asset_code, async (calls) => ({
          data: await listTranscripts({ ...calls, limit: request.query.limit ?? 1_000, dataDir: lakes.dataDir }),
        })),
    );

    app.get(
      '/mta/assets',
      {
        config,
        schema: {
          ...common,
          summary: 'The companies that have earnings-call transcripts',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: {
            200: dataOf(listOf(TranscriptAssetSchema), 'The companies'),
            ...errorResponses(401, 403, 503),
          },
        },
      },
      async (request, reply) =>
        answerFromCurrentLake(lakes, request, reply, {
          parameter: 'asset_code',
          read: async (lake) => ({
            data: (await listTranscriptAssets({ dataDir: lakes.dataDir })).map((row) => {
              const asset = lake.assetsById.get(row.assetCode);
              return {
                ...row,
                RIC: asset?.ric ?? null,
                TRBCEconomicSector: asset?.sector ?? null,
                Domicile: asset?.domicile ?? null,
                ExchangeCountry: asset?.exchangeCountry ?? null,
              };
            }),
          }),
        }),
    );

    app.get(
      '/mta/keyphrases/info',
      {
        config,
        schema: {
          ...common,
          summary: 'The keyphrases of the earnings calls, the most used first',
          description: `How many calls (and companies) used each keyphrase in the range, and the mean sentiment of those calls. ${HISTORY_TEXT}`,
          querystring: companyRangeQuery(LimitQuery(100, 10_000, 'Most keyphrases returned')),
          response: {
            200: dataOf(listOf(KeyphraseSchema), 'The keyphrases'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        return answerCompanyCalls(request, reply, query, query.asset_code ?? 'all', async (calls) => ({
          data: await listTranscriptKeyphrases({ ...calls, limit: query.limit ?? 100, dataDir: lakes.dataDir }),
        }));
      },
    );

    app.get(
      '/mta/files',
      {
        config,
        schema: {
          ...common,
          summary: 'The transcript files: one per earnings call, newest first',
          description: `Each file downloads with /mta/files/{file}, as text (.txt) or JSON (.json). ${HISTORY_TEXT}`,
          querystring: companyRangeQuery(LimitQuery(1_000, MAX_CALLS, 'Most files listed')),
          response: {
            200: dataOf(listOf(FileSchema), 'The files'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        return answerCompanyCalls(request, reply, query, query.asset_code ?? 'all', async (companyCalls) => {
          const calls = await listTranscripts({ ...companyCalls, limit: query.limit ?? 1_000, dataDir: lakes.dataDir });
          return {
            data: calls.map((call) => ({
              file: `${call.transcriptId}.txt`,
              jsonFile: `${call.transcriptId}.json`,
              transcriptId: call.transcriptId,
              assetCode: call.assetCode,
              name: call.name,
              date: call.windowTimestamp,
              quarter: call.quarter,
              title: call.title,
            })),
          };
        });
      },
    );

    app.get(
      '/mta/files/:file',
      {
        config,
        schema: {
          ...common,
          summary: 'Download a transcript file (text, or JSON with the turns)',
          params: Type.Object({
            file: Type.String({
              pattern: FILE_PATTERN,
              description: 'A file name of /mta/files (.txt or .json)',
              examples: ['tr-4295905573-Q3-2026.txt'],
            }),
          }),
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: {
            200: {
              description: 'The transcript',
              content: {
                'text/plain': {
                  schema: Type.String({
                    examples: [
                      'Apple Inc Q3 2026 earnings call\nCompany: Apple Inc (AAPL, 4295905573)\n\n== Prepared remarks ==\n\nJane Roe (CEO): We delivered another strong quarter.\n',
                    ],
                  }),
                },
                'application/json': {
                  schema: Type.Object(
                    { data: Type.Unknown({ description: 'The call (as /mta/data gives it) and its turnList' }) },
                    { examples: [{ data: { ...EXAMPLE_CALL, turnList: [] } }] },
                  ),
                },
              },
            },
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { file } = request.params;
        const lake = await lakes.current();
        const dot = file.lastIndexOf('.');
        const transcriptId = file.slice(0, dot);
        const isJson = file.slice(dot + 1) === 'json';
        // Read first (revalidateAfterRead): an unknown file is a 404 without the ETag of a file that exists. The
        // text and the JSON file of a call share one read.
        const transcript = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          key: `transcript|${transcriptId}`,
          parameter: 'file',
          revalidateAfterRead: true,
          read: () => getTranscript({ transcriptId, dataDir: lakes.dataDir }),
        }).catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) {
            throw new HttpError(404, 'Unknown file', { message: `There is no transcript file '${file}'.` });
          }
          throw error;
        });
        if (transcript === undefined) return reply;
        reply.header('content-disposition', `attachment; filename="${file}"`);
        if (isJson) return reply.type('application/json; charset=utf-8').send({ data: transcript });
        return reply.type('text/plain; charset=utf-8').send(transcriptText(transcript));
      },
    );
  };
}
