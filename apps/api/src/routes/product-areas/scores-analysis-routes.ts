/**
 * Scores analysis (spec §6 'Scores analysis | masfV4 (v4), rmaV5 (ma5), esgV5 (esg5)'): one call per permission
 * family, computed by the read layer from the lake (`getScoresAnalysis`), JSON or CSV. The universe is a preset
 * group (an admin's watchlist groups too) or one of the caller's own watchlists; its class must belong to the
 * product, and an ESG class needs the esg data permission (403) as every ESG read does.
 */
import { createHash } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type ApiArea,
  type AssetClassCode,
  addDays,
  daysBetween,
  esgVariantClass,
  getAssetClass,
  getDefaultSentimentIndicator,
  getSource,
  isEsgAdvClass,
  isEsgCoreClass,
  listIndicators,
  type ProductCode,
  requireAssetClass,
} from '@moodwire/domain';
import {
  CSV_CONTENT_TYPE,
  getScoresAnalysis,
  SCORES_ANALYSIS_CSV_COLUMNS,
  SCORES_HORIZONS,
  SCORES_MAX_DAYS,
  SCORES_REBALANCING,
  type ScoresSignal,
  scoresAnalysisCsvRecords,
  writeCsv,
} from '@moodwire/warehouse';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { HttpError } from '../../http-error';
import { readFromLake } from '../../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { queryKey } from '../../lake/single-flight';
import { ApikeyQuery, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { listWatchlists } from '../../store/watchlists/list-watchlists';
import { findGroup } from '../web/caller-groups';
import { datasetClassFor, datasetSourceOf } from '../web/dataset-class';
import { checkDay } from '../web/web-params';
import { FormatQuery, jsonOrCsv } from './area-schemas';
import {
  SCORES_ANALYSIS_CSV_EXAMPLE,
  SCORES_ANALYSIS_DESCRIPTION,
  ScoresAnalysisSchema,
} from './scores-analysis-schema';

/** The indicator value that asks for the prediction model's score instead of an indicator. */
export const MODEL_SCORE = 'model_score';
/** Without start_date, the analysis covers the year before end_date. */
export const SCORES_DEFAULT_DAYS = 365;

interface ScoresCall {
  path: string;
  area: ApiArea;
  /** The product the call is fixed to; undefined = the `product` parameter (v4, both products). */
  product?: ProductCode;
  label: string;
}

const CALLS: readonly ScoresCall[] = [
  { path: '/masf/v4/scores-analysis', area: 'masfV4', label: 'v4 (rma or esg by product)' },
  { path: '/ma/v5/scores-analysis', area: 'maV5', product: 'rma', label: 'market analytics v5' },
  { path: '/esg/v5/scores-analysis', area: 'esgV5', product: 'esg', label: 'ESG analytics v5' },
];

const Query = Type.Object({
  product: Type.Optional(
    Type.String({ maxLength: 10, description: 'rma or esg (v4 call only; default rma)', examples: ['rma'] }),
  ),
  group: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Preset group id', examples: ['equ_top500'] }),
  ),
  watchlist: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Key of one of your watchlists (instead of group)' }),
  ),
  indicator: Type.Optional(
    Type.String({
      maxLength: 100,
      description: `Indicator code of the universe's class (default its sentiment indicator), or ${MODEL_SCORE} for the prediction model's score`,
      examples: ['sentiment'],
    }),
  ),
  src: Type.Optional(
    Type.String({
      maxLength: 20,
      description: 'Source of the indicator: News_Social (default), News, Social, News_Headline (or nws, soc, nhl)',
      examples: ['News_Social'],
    }),
  ),
  horizon: Type.Optional(
    Type.String({ maxLength: 4, description: 'Forward-return horizon: 1, 5 (default) or 20 trading days' }),
  ),
  rebalancing: Type.Optional(
    Type.String({ maxLength: 10, description: 'daily, weekly (default) or monthly', examples: ['weekly'] }),
  ),
  start_date: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `First day (inclusive), YYYY-MM-DD; default ${SCORES_DEFAULT_DAYS} days before end_date, or the lake's first day if later`,
      examples: ['2025-11-26'],
    }),
  ),
  end_date: Type.Optional(
    Type.String({
      maxLength: 10,
      description: `End day (exclusive), YYYY-MM-DD; default the day after the lake's last day. At most ${SCORES_MAX_DAYS} days`,
      examples: ['2026-11-26'],
    }),
  ),
  format: FormatQuery,
  apikey: ApikeyQuery,
});

interface Universe {
  kind: 'group' | 'watchlist';
  id: string;
  name: string;
  classCode: AssetClassCode;
  assetCodes: string[];
  /** What the answer depends on besides the build (an admin's watchlist groups, the caller's watchlist). */
  variant: string;
}

async function groupUniverse(ctx: AppContext, request: FastifyRequest, lake: LoadedLake, id: string) {
  try {
    const { group, variant } = await findGroup(ctx, request, lake, id);
    const universe: Universe = {
      kind: 'group',
      id: group.id,
      name: group.name,
      classCode: group.class,
      assetCodes: lake.members(group).map((asset) => asset.id),
      variant,
    };
    return universe;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw badParameter('group', `unknown group '${id}'`);
    throw error;
  }
}

async function watchlistUniverse(
  ctx: AppContext,
  request: FastifyRequest,
  lake: LoadedLake,
  key: string,
  product: ProductCode,
): Promise<Universe> {
  const account = request.account;
  if (!account) throw new HttpError(401, 'Unauthorized', { message: 'Sign in to use your watchlists.' });
  const watchlists = await listWatchlists(ctx.db, { userId: account.id, version: 4 });
  const watchlist = watchlists.find((candidate) => candidate.key === key);
  if (!watchlist) {
    throw new HttpError(404, 'Unknown watchlist', { message: `You have no watchlist '${key}'.` });
  }
  // Watchlists name assets by code or by RIC (as the admin's watchlist groups read them).
  const assets = watchlist.assets.flatMap((code) => {
    const asset = lake.assetsById.get(code) ?? lake.assetsByRic.get(code);
    return asset ? [asset] : [];
  });
  // One analysis ranks assets of one class (their prices and signals are the class's): a watchlist that mixes
  // classes is analysed over the class most of its assets belong to (the first such class on a tie), not over
  // whichever class its first asset happens to have.
  const counts = new Map<AssetClassCode, number>();
  for (const asset of assets) counts.set(asset.class, (counts.get(asset.class) ?? 0) + 1);
  let mainClass: AssetClassCode | undefined;
  for (const [assetClass, count] of counts)
    if (!mainClass || count > (counts.get(mainClass) ?? 0)) mainClass = assetClass;
  if (!mainClass) throw badParameter('watchlist', `'${watchlist.name}' has no asset of the lake`);
  // An ESG analysis of a watchlist reads the ESG Advanced scores of its companies or countries.
  const classCode = product === 'esg' ? esgVariantClass(mainClass, 'esg') : mainClass;
  if (!classCode)
    throw badParameter('watchlist', `'${watchlist.name}' holds ${mainClass} assets, which have no ESG scores`);
  const variant = createHash('sha256').update(`${account.id}|${watchlist.key}|${watchlist.updated}`).digest('hex');
  return {
    kind: 'watchlist',
    id: watchlist.key,
    name: watchlist.name,
    classCode,
    assetCodes: assets.filter((asset) => asset.class === mainClass).map((asset) => asset.id),
    variant: `wl-${variant.slice(0, 16)}`,
  };
}

/** The class whose dataset holds a class's scores: an ESG class its own, any other its base class's rma data. */
function datasetClassOf(classCode: AssetClassCode): AssetClassCode {
  if (isEsgCoreClass(classCode) || isEsgAdvClass(classCode)) return classCode;
  return requireAssetClass(classCode).baseClass;
}

function parseProduct(value: string | undefined, fixed: ProductCode | undefined): ProductCode {
  if (fixed) {
    if (value !== undefined && value !== fixed) throw badParameter('product', `this call analyses ${fixed} only`);
    return fixed;
  }
  if (value === undefined || value === 'rma' || value === 'esg') return value ?? 'rma';
  throw badParameter('product', `'${value}' is not a product (use rma or esg)`);
}

function parseSignal(
  indicator: string | undefined,
  src: string | undefined,
  datasetClass: AssetClassCode,
): ScoresSignal {
  const code = indicator ?? getDefaultSentimentIndicator(datasetClass);
  if (code === MODEL_SCORE) return { kind: 'model' };
  const known = listIndicators({ assetClass: datasetClass }).some((candidate) => candidate.code === code);
  if (!known) {
    throw badParameter('indicator', `'${code}' is not an indicator of ${datasetClass} (or use ${MODEL_SCORE})`);
  }
  const source = getSource(src ?? 'News_Social');
  if (!source) throw badParameter('src', `unknown source '${src}' (use News_Social, News, Social or News_Headline)`);
  return { kind: 'indicator', indicator: code, source: datasetSourceOf(datasetClass, source.name) };
}

function parseHorizon(value: string | undefined): number {
  const horizon = value === undefined ? 5 : Number(value);
  if (!(SCORES_HORIZONS as readonly number[]).includes(horizon)) {
    throw badParameter('horizon', `use ${SCORES_HORIZONS.join(', ')} (trading days)`);
  }
  return horizon;
}

function parseRebalancing(value: string | undefined): string {
  const rebalancing = value ?? 'weekly';
  if (!(SCORES_REBALANCING as readonly string[]).includes(rebalancing)) {
    throw badParameter('rebalancing', `use ${SCORES_REBALANCING.join(', ')}`);
  }
  return rebalancing;
}

function parseRange(query: { start_date?: string; end_date?: string }, lake: LoadedLake) {
  const to = checkDay('end_date', query.end_date) ?? addDays(lake.manifest.to, 1);
  // Without start_date: the year before end_date, from the lake's first day at the earliest (no empty dates).
  const yearBefore = addDays(to, -SCORES_DEFAULT_DAYS);
  const from =
    checkDay('start_date', query.start_date) ??
    (lake.manifest.from && lake.manifest.from > yearBefore && lake.manifest.from < to
      ? lake.manifest.from
      : yearBefore);
  const span = daysBetween(from, to);
  if (span < 1) throw badParameter('start_date', 'must be before end_date (end_date is exclusive)');
  if (span > SCORES_MAX_DAYS) {
    throw badParameter('start_date', `the range spans ${span} days; at most ${SCORES_MAX_DAYS} per request`);
  }
  return { from, to };
}

/** The universe the scores analysis screens open on (apps/web scores-request.ts: the rma editions' default group). */
const WARMED_GROUP = 'equ_top500';

/**
 * Computes the screens' default analysis once when the API preloads the lake, and drops it: the group's closes
 * are then held by the read layer for every range of the build, and the analysis's code is compiled, so the first
 * call after a start answers as later ones do (it took 0.9-1.5 s cold on the demo lake). Bounded: one analysis,
 * 0.3-0.6 s and one 6 MB panel of closes on the demo lake. False when there is no lake or no such group.
 */
export async function warmScoresAnalysis(lakes: LakeView): Promise<boolean> {
  // Without a published lake there is nothing to warm (the preload has said so already).
  const lake = await lakes.current().catch(() => null);
  const group = lake?.groupsById.get(WARMED_GROUP);
  if (!lake || !group) return false;
  const datasetClass = datasetClassOf(group.class);
  await getScoresAnalysis({
    assetClass: datasetClass,
    assetCodes: lake.members(group).map((asset) => asset.id),
    signal: parseSignal(undefined, undefined, datasetClass),
    horizon: parseHorizon(undefined),
    rebalancing: parseRebalancing(undefined),
    ...parseRange({}, lake),
    dataDir: lakes.dataDir,
  });
  return true;
}

export function scoresAnalysisRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    for (const { path, area, product: fixedProduct, label } of CALLS) {
      app.get(
        path,
        {
          config: { access: { area } },
          schema: {
            tags: [area === 'masfV4' ? 'masf' : 'v5'],
            security: KEYED_SECURITY,
            summary: `Scores analysis, ${label}: rank IC, quintile returns, long-short and IC decay of a signal`,
            description: SCORES_ANALYSIS_DESCRIPTION,
            querystring: Query,
            response: {
              200: jsonOrCsv(ScoresAnalysisSchema, 'The analysis', SCORES_ANALYSIS_CSV_EXAMPLE),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request, reply) => {
          const { query } = request;
          const product = parseProduct(query.product, fixedProduct);
          const lake = await lakes.current();
          if (query.group !== undefined && query.watchlist !== undefined) {
            throw badParameter('watchlist', 'give a group or a watchlist, not both');
          }
          let universe: Universe;
          if (query.group !== undefined) universe = await groupUniverse(app.ctx, request, lake, query.group);
          else if (query.watchlist !== undefined) {
            universe = await watchlistUniverse(app.ctx, request, lake, query.watchlist, product);
          } else throw badParameter('group', 'name a group (or a watchlist)');
          const groupClass = getAssetClass(universe.classCode);
          if (groupClass?.product !== product) {
            throw badParameter(
              universe.kind,
              `'${universe.id}' holds ${groupClass?.name ?? universe.classCode}, not a class of product ${product}`,
            );
          }
          // An ESG class reads its own dataset. The v4 call reads it as the v4 web calls do, with the esg data
          // permission (403 otherwise); the v5 ESG family is itself the entitlement, as its /esg/v5/data call.
          const datasetClass = fixedProduct
            ? datasetClassOf(universe.classCode)
            : datasetClassFor(app.ctx, request, universe.classCode);
          const signal = parseSignal(query.indicator, query.src, datasetClass);
          const horizon = parseHorizon(query.horizon);
          const rebalancing = parseRebalancing(query.rebalancing);
          const range = parseRange(query, lake);
          const normalized = {
            product,
            universe: `${universe.kind}:${universe.id}`,
            signal: signal.kind === 'model' ? MODEL_SCORE : `${signal.indicator}:${signal.source}`,
            horizon,
            rebalancing,
            ...range,
          };
          const analyse = async () => {
            const analysis = await getScoresAnalysis({
              assetClass: datasetClass,
              assetCodes: universe.assetCodes,
              signal,
              horizon,
              rebalancing,
              ...range,
              dataDir: lakes.dataDir,
            });
            return {
              product,
              universe: { kind: universe.kind, id: universe.id, name: universe.name },
              ...analysis,
            };
          };
          const shared = { request, reply, lakes, lake, variant: universe.variant, parameter: 'indicator' };
          if (query.format === 'csv') {
            const csv = await readFromLake({
              ...shared,
              key: queryKey('csv', normalized),
              read: async () => writeCsv(SCORES_ANALYSIS_CSV_COLUMNS, scoresAnalysisCsvRecords(await analyse())),
            });
            if (csv === undefined) return reply;
            const name = `scores-analysis-${universe.id}-${normalized.signal.replace(':', '-')}-h${horizon}-${rebalancing}.csv`;
            return reply
              .type(CSV_CONTENT_TYPE)
              .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`)
              .send(csv);
          }
          // JSON or CSV by format: the route's serialiser picks the 200 schema by content type, so the read's
          // answer is kept as an object (readFromLake) and serialised per request.
          const analysis = await readFromLake({ ...shared, key: queryKey('json', normalized), read: analyse });
          if (analysis === undefined) return reply;
          return { data: analysis };
        },
      );
    }
  };
}
