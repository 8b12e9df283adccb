/**
 * Transcript analytics (spec §7 /mta/...): earnings calls with their sentiment by section and speaker role,
 * the companies that have calls, the keyphrases of the calls, and the transcripts themselves as files (one per
 * call, as text or JSON).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  getTranscript,
  listTranscriptAssets,
  listTranscriptFileSizes,
  listTranscriptKeyphrases,
  listTranscripts,
  MAX_TRANSCRIPT_HITS,
  searchTranscripts,
  type TranscriptCall,
  type TranscriptFileSize,
  writeTranscriptFile,
} from '@moodwire/warehouse';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { answerFromLake, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { readByteUsage } from '../../plugins/rate-limits';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';
import { EndDate, listOf, Nullable, StartDate } from './area-schemas';
import { dateRange, HISTORY_RANGE, HISTORY_TEXT, type IsoRange } from './date-range';

const EXAMPLE_CALL: TranscriptCall = {
  transcriptId: 'tr-4372179024-Q2-2026',
  assetCode: '4372179024',
  ticker: 'AAPL',
  name: 'Apple',
  windowTimestamp: '2026-08-28T13:30:00.000Z',
  quarter: 'Q2 2026',
  title: 'Apple Q2 2026 earnings call',
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
        assetCode: '4372179024',
        ticker: 'AAPL',
        name: 'Apple',
        RIC: 'AAPL.O',
        TRBCEconomicSector: 'Technology',
        Domicile: 'US',
        ExchangeCountry: 'US',
        calls: 12,
        firstCall: '2024-01-23T13:30:00.000Z',
        lastCall: '2026-08-28T13:30:00.000Z',
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
        lastCall: '2026-08-28T13:30:00.000Z',
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
    size: Type.Integer({ description: 'Bytes of the text file (its Content-Length when downloaded)' }),
    jsonSize: Type.Integer({ description: 'Bytes of the JSON file (its Content-Length when downloaded)' }),
  },
  {
    examples: [
      {
        file: 'tr-4372179024-Q2-2026.txt',
        jsonFile: 'tr-4372179024-Q2-2026.json',
        transcriptId: 'tr-4372179024-Q2-2026',
        assetCode: '4372179024',
        name: 'Apple',
        date: '2026-08-28T13:30:00.000Z',
        quarter: 'Q2 2026',
        title: 'Apple Q2 2026 earnings call',
        size: 2402,
        jsonSize: 4280,
      },
    ],
  },
);

const SearchSchema = Type.Object(
  {
    total: Type.Integer({ description: 'Turns matching in all (the hits are the first of them)' }),
    hits: Type.Array(
      Type.Object({
        transcriptId: Type.String(),
        assetCode: Type.String(),
        name: Type.String(),
        quarter: Type.String(),
        windowTimestamp: Type.String(),
        seq: Type.Integer({ description: 'The turn’s place in the call' }),
        section: Type.String(),
        speaker: Type.String(),
        role: Type.String(),
        sentiment: Score,
        snippet: Type.String({ description: 'The text around the first match' }),
      }),
    ),
  },
  {
    examples: [
      {
        total: 1,
        hits: [
          {
            transcriptId: 'tr-4372179024-Q2-2026',
            assetCode: '4372179024',
            name: 'Apple',
            quarter: 'Q2 2026',
            windowTimestamp: '2026-08-28T13:30:00.000Z',
            seq: 2,
            section: 'Prepared remarks',
            speaker: 'Jane Roe',
            role: 'CFO',
            sentiment: 0.64,
            snippet: 'Free cash flow was robust, and we are raising the dividend.',
          },
        ],
      },
    ],
  },
);

/** Turns of the public example call (GET /mta/example): the opening of the call, enough to show its shape. */
const EXAMPLE_TURNS = 6;
const ExampleSchema = Type.Object(
  {
    ...CallSchema.properties,
    turnList: Type.Array(
      Type.Object({
        seq: Type.Integer(),
        section: Type.String(),
        speaker: Type.String(),
        role: Type.String(),
        text: Type.String(),
        buzz: Type.Number(),
        sentiment: Score,
      }),
      { description: `The first ${EXAMPLE_TURNS} turns of the call` },
    ),
  },
  { examples: [{ ...EXAMPLE_CALL, turnList: [] }] },
);

const UsageSchema = Type.Object(
  {
    coverage: Type.Object({
      companies: Type.Integer({ description: 'Companies with at least one call in the current data' }),
      calls: Type.Integer({ description: 'Calls in the current data' }),
      firstCall: Nullable(Type.String()),
      lastCall: Nullable(Type.String()),
    }),
    limits: Type.Object({
      requestsPerMinute: Type.Integer({ description: 'Calls per minute for this account (all API calls together)' }),
      bytesPerHour: Type.Integer({ description: 'Bytes of answers per clock hour for this account' }),
    }),
    thisHour: Type.Object({
      bytes: Type.Integer({ description: 'Bytes of answers this account received this hour (every call counted)' }),
      resetSeconds: Type.Integer({ description: 'Seconds until the hourly count starts again' }),
    }),
  },
  {
    examples: [
      {
        coverage: {
          companies: 480,
          calls: 5760,
          firstCall: '2023-11-28T13:30:00.000Z',
          lastCall: '2026-11-25T13:30:00.000Z',
        },
        limits: { requestsPerMinute: 600, bytesPerHour: 2147483648 },
        thisHour: { bytes: 183204, resetSeconds: 1520 },
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

/**
 * File sizes kept per build and call: a size is rendered from the call's turns once per build (the lake never
 * changes within one), so a listing of 1,000 files that another listing already sized reads no turns. An entry is
 * about 150 bytes; the bound holds several demo lakes' worth of calls (about 6,000 each).
 */
const FILE_SIZES_KEPT = 50_000;

export function mtaRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'mta' as const } };
    const common = { tags: ['mta'], security: KEYED_SECURITY };
    const fileSizes = new LRUCache<string, TranscriptFileSize>({ max: FILE_SIZES_KEPT });

    /** The sizes of the calls' files in a build: those not kept yet are rendered in one read of their turns. */
    async function sizeFiles(lake: LoadedLake, ids: readonly string[]): Promise<Map<string, TranscriptFileSize>> {
      const sizes = new Map<string, TranscriptFileSize>();
      const missing: string[] = [];
      for (const id of ids) {
        const kept = fileSizes.get(`${lake.buildId}|${id}`);
        if (kept) sizes.set(id, kept);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const size of await listTranscriptFileSizes({ transcriptIds: missing, dataDir: lakes.dataDir })) {
          fileSizes.set(`${lake.buildId}|${size.transcriptId}`, size);
          sizes.set(size.transcriptId, size);
        }
      }
      return sizes;
    }

    /**
     * Answers a read of a company's (or all) calls in the request's range: the company and the dates are checked
     * against the current build first (404, 400), then the read gets them.
     */
    async function answerCompanyCalls<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      query: { start_date?: string; end_date?: string },
      code: string,
      read: (calls: CompanyCalls, lake: LoadedLake) => Promise<T>,
    ) {
      const lake = await lakes.current();
      const calls = { assetCode: checkCompany(lake, code), ...dateRange(query, lake, HISTORY_RANGE) };
      return answerFromLake({ request, reply, lakes, lake, parameter: 'start_date', read: () => read(calls, lake) });
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
          description: `Each file downloads with /mta/files/{file}, as text (.txt) or JSON (.json); size and jsonSize are their bytes, known before the download. ${HISTORY_TEXT}`,
          querystring: companyRangeQuery(LimitQuery(1_000, MAX_CALLS, 'Most files listed')),
          response: {
            200: dataOf(listOf(FileSchema), 'The files'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        return answerCompanyCalls(request, reply, query, query.asset_code ?? 'all', async (companyCalls, lake) => {
          const calls = await listTranscripts({ ...companyCalls, limit: query.limit ?? 1_000, dataDir: lakes.dataDir });
          const sizes = await sizeFiles(
            lake,
            calls.map((call) => call.transcriptId),
          );
          return {
            data: calls.map((call) => {
              const size = sizes.get(call.transcriptId);
              // A listed call is missing only when a new build was published between the two reads.
              if (!size) throw new HttpError(503, 'Data changed', { message: 'A new build was published: try again.' });
              return {
                file: `${call.transcriptId}.txt`,
                jsonFile: `${call.transcriptId}.json`,
                transcriptId: call.transcriptId,
                assetCode: call.assetCode,
                name: call.name,
                date: call.windowTimestamp,
                quarter: call.quarter,
                title: call.title,
                size: size.size,
                jsonSize: size.jsonSize,
              };
            }),
          };
        });
      },
    );

    app.get(
      '/mta/search',
      {
        config,
        schema: {
          ...common,
          summary: 'Search across the transcripts: the turns that contain a phrase, newest call first',
          description: `The phrase is matched literally and case-insensitively in what each speaker said (2 to 100 characters). At most ${MAX_TRANSCRIPT_HITS} turns per answer; total counts them all.`,
          querystring: Type.Object({
            q: Type.String({ minLength: 2, maxLength: 100, description: 'The phrase', examples: ['free cash flow'] }),
            asset_code: Type.Optional(AssetCodeText),
            limit: LimitQuery(50, MAX_TRANSCRIPT_HITS, 'Most turns returned'),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(SearchSchema, 'The matching turns'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { query } = request;
        return answerCompanyCalls(request, reply, {}, query.asset_code ?? 'all', async (calls) => ({
          data: await searchTranscripts({
            query: query.q,
            assetCode: calls.assetCode,
            limit: query.limit ?? 50,
            dataDir: lakes.dataDir,
          }),
        }));
      },
    );

    app.get(
      '/mta/example',
      {
        config: { access: { area: 'public' as const } },
        schema: {
          tags: ['mta'],
          summary: 'One earnings call as an example, with its opening turns (the public Transcripts intro page)',
          description: `No key needed: the newest call of the lake with its analytics and its first ${EXAMPLE_TURNS} turns.`,
          response: { 200: dataOf(ExampleSchema, 'The example call'), ...errorResponses(404, 503) },
        },
      },
      async (request, reply) =>
        answerFromCurrentLake(lakes, request, reply, {
          read: async () => {
            const [newest] = await listTranscripts({ assetCode: 'all', limit: 1, dataDir: lakes.dataDir });
            if (!newest) throw new HttpError(404, 'No transcripts', { message: 'This lake has no earnings calls.' });
            const transcript = await getTranscript({ transcriptId: newest.transcriptId, dataDir: lakes.dataDir });
            return { data: { ...transcript, turnList: transcript.turnList.slice(0, EXAMPLE_TURNS) } };
          },
        }),
    );

    app.get(
      '/mta/usage',
      {
        config,
        schema: {
          ...common,
          summary:
            'The caller’s transcript access: what the data covers, the limits of the account and its use this hour',
          description:
            'Coverage counts the companies and calls of the current data; limits are the account’s request and byte ' +
            'budgets (they apply to every API call, transcripts included); thisHour is what the byte budget has ' +
            'counted so far. No per-call history is kept.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: { 200: dataOf(UsageSchema, 'Usage'), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const account = currentAccount(request);
        await lakes.current();
        const assets = await readLake('asset_code', () => listTranscriptAssets({ dataDir: lakes.dataDir }));
        let calls = 0;
        let firstCall: string | null = null;
        let lastCall: string | null = null;
        for (const asset of assets) {
          calls += asset.calls;
          if (firstCall === null || asset.firstCall < firstCall) firstCall = asset.firstCall;
          if (lastCall === null || asset.lastCall > lastCall) lastCall = asset.lastCall;
        }
        const usage = await readByteUsage(app, account.id);
        return {
          data: {
            coverage: { companies: assets.length, calls, firstCall, lastCall },
            limits: {
              requestsPerMinute: app.ctx.config.rateLimitMax,
              bytesPerHour: app.ctx.config.rateLimitBytesPerHour,
            },
            thisHour: { bytes: usage.bytes, resetSeconds: Math.ceil(usage.resetMs / 1000) },
          },
        };
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
              examples: ['tr-4372179024-Q2-2026.txt'],
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
                      'Apple Q2 2026 earnings call\nCompany: Apple (AAPL, 4372179024)\n\n== Prepared remarks ==\n\nJane Roe (CEO): We delivered another strong quarter.\n',
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
        // The listing's sizes are these texts' byte lengths (writeTranscriptFile makes both); a JSON text is sent as
        // it is, not serialised again.
        if (isJson) return reply.type('application/json; charset=utf-8').send(writeTranscriptFile(transcript, 'json'));
        return reply.type('text/plain; charset=utf-8').send(writeTranscriptFile(transcript, 'txt'));
      },
    );
  };
}
