/**
 * Media scores, MMS v3 (spec §7 /mms/v3/data/{class}/{code}): per media outlet and day, what it published, its
 * tone and its bias against the rest of the press. The lake keeps these per outlet, so the one MMS class is
 * `outlet` and a code is an outlet's name (or all); data_perms mms must list the class (spec §3).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AssetClassCode, addDays, canReadDataClass } from '@moodwire/domain';
import {
  getMediaAssetScores,
  getMediaOutletScores,
  getMediaScores,
  INDEX_CLASSES,
  listMediaOutlets,
  MAX_MEDIA_ASSETS,
  type MediaOutlet,
  type MediaScoreRow,
} from '@moodwire/warehouse';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERRORS } from '../../auth/account-messages';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { answerFromLake, readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter, readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { toUser } from '../../store/account-record';
import { csvExample } from '../csv-example';
import { EndDate, FormatQuery, jsonOrCsv, listOf, Nullable, StartDate } from './area-schemas';
import { unknownClass } from './class-assets';
import { dateRange } from './date-range';
import { sendCsv } from './send-answer';

export const MMS_CLASSES = ['outlet'] as const;
/** At most five years per request; without start_date, the last 365 days. */
export const MMS_MAX_DAYS = 1_830;
const MMS_DEFAULT_DAYS = 365;

const EXAMPLE_ROW: MediaScoreRow = {
  outlet: 'Global Markets Wire',
  sourceType: 'news',
  windowTimestamp: '2026-10-01T00:00:00.000Z',
  documents: 34,
  mentions: 100,
  buzz: 311.3,
  sentiment: 0.15,
  positive: 0.43,
  negative: 0.28,
  bias: 0.011,
};
const COLUMNS = Object.keys(EXAMPLE_ROW) as (keyof MediaScoreRow)[];

const Ratio = Nullable(Type.Number());
const MediaScoreSchema = Type.Object(
  {
    outlet: Type.String(),
    sourceType: Type.String({ description: 'news or social' }),
    windowTimestamp: Type.String({ description: 'The day (its midnight, UTC)' }),
    documents: Type.Integer(),
    mentions: Type.Integer({ description: 'Asset references in its documents' }),
    buzz: Type.Number(),
    sentiment: Ratio,
    positive: Ratio,
    negative: Ratio,
    bias: Nullable(
      Type.Number({ description: 'Buzz-weighted tone gap to every outlet on the same assets; > 0 kinder' }),
    ),
  },
  { examples: [EXAMPLE_ROW] },
);

const OutletScoreSchema = Type.Object(
  {
    outlet: Type.String(),
    sourceType: Type.String({ description: 'news or social' }),
    days: Type.Integer({ description: 'Days with scores in the range' }),
    documents: Type.Integer(),
    mentions: Type.Integer(),
    buzz: Type.Number(),
    sentiment: Ratio,
    positive: Ratio,
    negative: Ratio,
    bias: Nullable(Type.Number({ description: 'Documents-weighted mean bias; > 0 kinder than the press' })),
  },
  {
    examples: [
      {
        outlet: 'Global Markets Wire',
        sourceType: 'news',
        days: 365,
        documents: 32599,
        mentions: 96020,
        buzz: 357605.2,
        sentiment: 0.008,
        positive: 0.14,
        negative: 0.13,
        bias: -0.001,
      },
    ],
  },
);

const MediaAssetsSchema = Type.Object(
  {
    outlet: Type.String({ description: "The outlet's name, or all" }),
    assetClass: Type.String(),
    from: Type.String({ description: 'Start of the range (ISO)' }),
    to: Type.String({ description: 'End of the range, exclusive (ISO)' }),
    retainedFrom: Nullable(Type.String({ description: 'First day whose documents the lake keeps' })),
    assets: Type.Array(
      Type.Object({
        assetCode: Type.String(),
        name: Type.String(),
        documents: Type.Integer({ description: "The outlet's documents on the asset" }),
        outlets: Type.Integer({ description: 'Outlets among them' }),
        buzz: Type.Number(),
        sentiment: Nullable(Type.Number({ description: 'Mean sentiment of those documents for the asset, -1 to 1' })),
        pressSentiment: Nullable(Type.Number({ description: "Every outlet's mean sentiment on the asset" })),
        bias: Nullable(
          Type.Number({ description: 'sentiment - pressSentiment; > 0 kinder than the press; null for all' }),
        ),
      }),
    ),
  },
  {
    examples: [
      {
        outlet: 'Global Markets Wire',
        assetClass: 'equ',
        from: '2026-11-12T00:00:00.000Z',
        to: '2026-11-26T00:00:00.000Z',
        retainedFrom: '2026-11-12',
        assets: [
          {
            assetCode: '4372179024',
            name: 'Apple',
            documents: 12,
            outlets: 1,
            buzz: 40.5,
            sentiment: 0.21,
            pressSentiment: 0.12,
            bias: 0.09,
          },
        ],
      },
    ],
  },
);

/** The public preview: the last 30 days, three outlets at each end. */
const PREVIEW_DAYS = 30;
const PREVIEW_OUTLETS = 3;

interface PreviewOutlet {
  outlet: string;
  sourceType: string;
  documents: number;
  sentiment: number | null;
  bias: number | null;
}

const PreviewOutletSchema = Type.Object({
  outlet: Type.String(),
  sourceType: Type.String(),
  documents: Type.Integer(),
  sentiment: Nullable(Type.Number()),
  bias: Nullable(Type.Number({ description: 'Documents-weighted mean bias; > 0 kinder than the press' })),
});

const MmsPreviewSchema = Type.Object(
  {
    from: Type.String({ description: 'First day (YYYY-MM-DD)' }),
    to: Type.String({ description: 'End, exclusive (YYYY-MM-DD)' }),
    outlets: Type.Integer({ description: 'Outlets scored in the range' }),
    kindest: Type.Array(PreviewOutletSchema),
    harshest: Type.Array(PreviewOutletSchema),
  },
  {
    examples: [
      {
        from: '2026-10-27',
        to: '2026-11-26',
        outlets: 14,
        kindest: [{ outlet: 'Chatter', sourceType: 'social', documents: 410, sentiment: 0.04, bias: 0.061 }],
        harshest: [{ outlet: 'Exchange Ledger', sourceType: 'news', documents: 380, sentiment: -0.12, bias: -0.052 }],
      },
    ],
  },
);

/** The outlets of a build, read once per build. */
const outletsByBuild = new Map<string, Promise<Map<string, MediaOutlet>>>();

async function outletsOf(lake: LoadedLake, dataDir: string): Promise<Map<string, MediaOutlet>> {
  const key = `${dataDir}|${lake.buildId}`;
  let outlets = outletsByBuild.get(key);
  if (!outlets) {
    outlets = readLake('code', () => listMediaOutlets({ dataDir })).then(
      (list) => new Map(list.map((outlet) => [outlet.outlet, outlet])),
    );
    outlets.catch(() => outletsByBuild.delete(key));
    for (const known of outletsByBuild.keys()) if (known.startsWith(`${dataDir}|`)) outletsByBuild.delete(known);
    outletsByBuild.set(key, outlets);
  }
  return outlets;
}

export function mmsRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    /** A 404 for a class that is not an MMS class, a 403 when the account's data_perms mms lack it. */
    function checkMmsClass(request: FastifyRequest, mmsClass: string): void {
      if (!(MMS_CLASSES as readonly string[]).includes(mmsClass)) throw unknownClass(mmsClass, MMS_CLASSES);
      // data_perms mms lists the MMS classes an account may read (spec §3); `outlet` is not an asset class of
      // the domain table, but canReadDataClass only compares it with the account's list.
      if (!canReadDataClass(toUser(currentAccount(request), app.ctx.now()), 'mms', mmsClass as AssetClassCode)) {
        throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
          message: `This call needs the mms data permission for class '${mmsClass}'.`,
        });
      }
    }

    app.get(
      '/mms/v3/data/:class/:code',
      {
        config: { access: { area: 'mms' } },
        schema: {
          tags: ['mms'],
          security: KEYED_SECURITY,
          summary: 'Media scores of an outlet (or all outlets) per day',
          description: `The class is \`outlet\` (scores are kept per media outlet); the code is an outlet's name or all. Needs data_perms mms for the class. Without start_date the last ${MMS_DEFAULT_DAYS} days; at most ${MMS_MAX_DAYS} days per request. By outlet, then day.`,
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'MMS class: outlet', examples: ['outlet'] }),
            code: Type.String({
              minLength: 1,
              maxLength: 200,
              description: "An outlet's name, or all",
              examples: ['all'],
            }),
          }),
          querystring: Type.Object({
            start_date: StartDate,
            end_date: EndDate,
            format: FormatQuery,
            apikey: ApikeyQuery,
          }),
          response: {
            200: jsonOrCsv(listOf(MediaScoreSchema), 'The media scores', csvExample(COLUMNS, EXAMPLE_ROW)),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        checkMmsClass(request, params.class);
        const lake = await lakes.current();
        if (params.code !== 'all' && !(await outletsOf(lake, lakes.dataDir)).has(params.code)) {
          throw new HttpError(404, 'Unknown outlet', { message: `There is no outlet '${params.code}'.` });
        }
        const range = dateRange(query, lake, { defaultDays: MMS_DEFAULT_DAYS, maxDays: MMS_MAX_DAYS });
        const rows = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () => getMediaScores({ outlet: params.code, ...range, dataDir: lakes.dataDir }),
        });
        if (rows === undefined) return reply;
        if (query.format === 'csv') return sendCsv(reply, COLUMNS, rows as unknown as Record<string, unknown>[]);
        return { data: rows };
      },
    );

    app.get(
      '/mms/v3/data/:class/:code/assets',
      {
        config: { access: { area: 'mms' } },
        schema: {
          tags: ['mms'],
          security: KEYED_SECURITY,
          summary: 'Media scores of an outlet (or all outlets) per asset of a class',
          description: `The assets of an asset class (asset_class) that an outlet's kept documents refer to, the most written about first: the documents, their mean sentiment for the asset, the whole press's, and the outlet's bias (the gap). The class is \`outlet\`, the code an outlet's name or all, as in /mms/v3/data. Reads the documents the lake keeps (its retention window, retainedFrom). Needs data_perms mms for the class. Without start_date the last ${MMS_DEFAULT_DAYS} days; at most ${MMS_MAX_DAYS} days per request.`,
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'MMS class: outlet', examples: ['outlet'] }),
            code: Type.String({
              minLength: 1,
              maxLength: 200,
              description: "An outlet's name, or all",
              examples: ['all'],
            }),
          }),
          querystring: Type.Object({
            asset_class: Type.Optional(
              Type.String({
                maxLength: 32,
                default: 'equ',
                description: `Asset class of the assets (${INDEX_CLASSES.join(', ')})`,
                examples: ['equ'],
              }),
            ),
            start_date: StartDate,
            end_date: EndDate,
            min_documents: Type.Optional(
              Type.Integer({ minimum: 1, maximum: 10_000, default: 1, description: 'Fewest documents an asset needs' }),
            ),
            limit: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: MAX_MEDIA_ASSETS,
                default: 200,
                description: 'Most assets returned',
              }),
            ),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(MediaAssetsSchema, 'The assets and their media scores'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        checkMmsClass(request, params.class);
        const assetClass = query.asset_class ?? 'equ';
        if (!(INDEX_CLASSES as readonly string[]).includes(assetClass)) {
          throw badParameter('asset_class', `'${assetClass}' is not one of ${INDEX_CLASSES.join(', ')}`);
        }
        const lake = await lakes.current();
        if (params.code !== 'all' && !(await outletsOf(lake, lakes.dataDir)).has(params.code)) {
          throw new HttpError(404, 'Unknown outlet', { message: `There is no outlet '${params.code}'.` });
        }
        const range = dateRange(query, lake, { defaultDays: MMS_DEFAULT_DAYS, maxDays: MMS_MAX_DAYS });
        const scores = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () =>
            getMediaAssetScores({
              assetClass,
              outlet: params.code,
              ...range,
              minDocuments: query.min_documents ?? 1,
              limit: query.limit ?? 200,
              dataDir: lakes.dataDir,
            }),
        });
        if (scores === undefined) return reply;
        return {
          data: {
            outlet: params.code,
            assetClass,
            from: range.from ?? '',
            to: range.to ?? '',
            retainedFrom: lake.manifest.documents.stored?.retainedFrom ?? null,
            assets: scores.map((score) => ({
              ...score,
              name: lake.assetsById.get(score.assetCode)?.name ?? score.assetCode,
            })),
          },
        };
      },
    );

    app.get(
      '/mms/v3/data/:class/:code/summary',
      {
        config: { access: { area: 'mms' } },
        schema: {
          tags: ['mms'],
          security: KEYED_SECURITY,
          summary: 'Media scores of an outlet (or every outlet) summed over a range',
          description: `The daily scores of /mms/v3/data added up per outlet: days, documents, mentions and buzz summed; sentiment, the positive and negative shares and bias averaged over the outlet's documents (a busy day weighs more). The class is \`outlet\`, the code an outlet's name or all. Needs data_perms mms for the class. Without start_date the last ${MMS_DEFAULT_DAYS} days; at most ${MMS_MAX_DAYS} days per request. By outlet.`,
          params: Type.Object({
            class: Type.String({ minLength: 1, maxLength: 32, description: 'MMS class: outlet', examples: ['outlet'] }),
            code: Type.String({
              minLength: 1,
              maxLength: 200,
              description: "An outlet's name, or all",
              examples: ['all'],
            }),
          }),
          querystring: Type.Object({ start_date: StartDate, end_date: EndDate, apikey: ApikeyQuery }),
          response: {
            200: dataOf(listOf(OutletScoreSchema), 'The outlets and their scores over the range'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { params, query } = request;
        checkMmsClass(request, params.class);
        const lake = await lakes.current();
        if (params.code !== 'all' && !(await outletsOf(lake, lakes.dataDir)).has(params.code)) {
          throw new HttpError(404, 'Unknown outlet', { message: `There is no outlet '${params.code}'.` });
        }
        const range = dateRange(query, lake, { defaultDays: MMS_DEFAULT_DAYS, maxDays: MMS_MAX_DAYS });
        return answerFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: async () => ({
            data: await getMediaOutletScores({ outlet: params.code, ...range, dataDir: lakes.dataDir }),
          }),
        });
      },
    );

    app.get(
      '/mms/v3/preview',
      {
        config: { access: { area: 'public' } },
        schema: {
          tags: ['mms'],
          summary: 'A public glimpse of the media scores: the kindest and the harshest outlets of the last 30 days',
          description: `For the MMS introduction page: over the lake's last ${PREVIEW_DAYS} days, the ${PREVIEW_OUTLETS} outlets with the highest and the ${PREVIEW_OUTLETS} with the lowest bias (their tone against the rest of the press on the same assets, averaged over their documents), with their documents and sentiment. No key needed; the whole scores need data_perms mms (/mms/v3/data).`,
          response: {
            200: dataOf(MmsPreviewSchema, 'The outlets at both ends of the bias ranking'),
            ...errorResponses(503),
          },
        },
      },
      async (request, reply) => {
        const lake = await lakes.current();
        const to = addDays(lake.manifest.to, 1);
        const from = addDays(to, -PREVIEW_DAYS);
        const scores = await readFromLake({
          request,
          reply,
          lakes,
          lake,
          parameter: 'start_date',
          read: () => getMediaOutletScores({ outlet: 'all', from, to, dataDir: lakes.dataDir }),
        });
        if (scores === undefined) return reply;
        const outlets: PreviewOutlet[] = scores
          .filter((outlet) => outlet.bias !== null)
          .map(({ outlet, sourceType, documents, sentiment, bias }) => ({
            outlet,
            sourceType,
            documents,
            sentiment,
            bias,
          }))
          .sort((a, b) => (b.bias ?? 0) - (a.bias ?? 0) || a.outlet.localeCompare(b.outlet));
        const kindest = outlets.slice(0, PREVIEW_OUTLETS);
        const harshest = outlets.slice(Math.max(PREVIEW_OUTLETS, outlets.length - PREVIEW_OUTLETS)).reverse();
        return { data: { from, to, outlets: outlets.length, kindest, harshest } };
      },
    );
  };
}
