/**
 * Issue 15 '/radar/radar-ui': the Radar monitor's call. The assets of `/radarv5/assetlist` (class, listed codes,
 * search, least buzz, paging) with their buzz and sentiment on the lake's last day against their own normal level:
 * z-scores over a trailing window of daily windows (listUnusualAssets says how), 30-day sparklines, most unusual
 * first. The scores of a class are computed once per build, source and window (one pass over the class), then
 * filtered and paged. Needs the Radar permission (spec §6 'Radar pages | masfV5'), as the other Radar calls.
 *
 * `GET /radarv5/preview` is the public sample of the Radar intro page (spec §2 '/radar/intro'): the few most
 * unusual of the most talked-about companies and coins today, without their series.
 *
 * `POST /radarv5/assetlookup` serves the watchlist imports (issue 15 '/settings/watchlists-v5'): the assets of many
 * lines at once by code, RIC or ticker, so that an imported CSV or TradingView list is checked in one call.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClassCode,
  getDefaultSentimentIndicator,
  type SourceName,
  type UniverseAsset,
  type UniverseClass,
} from '@moodwire/domain';
import {
  DEFAULT_SPARK_DAYS,
  DEFAULT_UNUSUAL_WINDOW,
  listUnusualAssets,
  MAX_UNUSUAL_WINDOW,
  MIN_SENTIMENT_DAYS,
  type UnusualAsset,
} from '@moodwire/warehouse';
import { BuildCache } from '../../lake/answer-cache';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';
import { classMembers, findAssetInClass, matchesSearch, parseClass, toAssetRecord } from './web-assets';
import { ASSET_RECORD_EXAMPLE, AssetRecordFields, ClassParam, parseList, parseSource, SourceParam } from './web-params';

const BASE_CLASSES: readonly UniverseClass[] = ['equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'];
const DEFAULT_SOURCE: SourceName = 'News_Social';
/** The most rows of one answer (the monitor pages through the rest). */
export const MAX_MONITOR_LIMIT = 500;

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const ZScoredSchema = (what: string) =>
  Type.Object(
    {
      value: NullableNumber,
      mean: Type.Union([Type.Number(), Type.Null()], { description: `Mean ${what} over the trailing window` }),
      sd: Type.Union([Type.Number(), Type.Null()], { description: `Sample standard deviation of ${what} there` }),
      z: Type.Union([Type.Number(), Type.Null()], { description: '(value - mean) / sd, or null' }),
    },
    { description: `The last day’s ${what} against the trailing window` },
  );

const MonitorSchema = Type.Object(
  {
    lastDay: Type.String({ description: 'The day measured: the lake’s last day (YYYY-MM-DD, UTC)' }),
    window: Type.Integer({ description: 'Daily windows before the last day that make the normal level' }),
    sparkDays: Type.Integer({ description: 'Days of the sparklines, the last day included' }),
    source: Type.String(),
    minSentimentDays: Type.Integer({ description: 'Sentiment values the window needs for a sentiment z-score' }),
    total: Type.Integer({ description: 'Assets matching, before paging' }),
    offset: Type.Integer(),
    assets: Type.Array(
      Type.Object({
        ...AssetRecordFields,
        indicator: Type.String({ description: 'The sentiment indicator of the asset’s class' }),
        buzz: ZScoredSchema('buzz'),
        sentiment: ZScoredSchema('sentiment'),
        unusualness: Type.Union([Type.Number(), Type.Null()], { description: 'max(|buzz z|, |sentiment z|)' }),
        buzzSpark: Type.Array(Type.Number(), { description: 'Daily buzz, oldest first (0 on a quiet day)' }),
        sentimentSpark: Type.Array(NullableNumber, { description: 'Daily sentiment, oldest first' }),
      }),
      { description: 'Most unusual first; assets without a z-score last, by buzz' },
    ),
  },
  {
    examples: [
      {
        lastDay: '2026-11-20',
        window: 90,
        sparkDays: 30,
        source: 'News_Social',
        minSentimentDays: MIN_SENTIMENT_DAYS,
        total: 1,
        offset: 0,
        assets: [
          {
            ...ASSET_RECORD_EXAMPLE,
            indicator: 'sentiment',
            buzz: { value: 912.5, mean: 310.2, sd: 95.1, z: 6.33 },
            sentiment: { value: -0.12, mean: 0.04, sd: 0.05, z: -3.2 },
            unusualness: 6.33,
            buzzSpark: [301, 288, 912.5],
            sentimentSpark: [0.05, null, -0.12],
          },
        ],
      },
    ],
  },
);

interface ClassScores {
  indicator: string;
  byAsset: Map<string, UnusualAsset>;
}

interface MonitorRow {
  asset: UniverseAsset;
  classCode: AssetClassCode;
  indicator: string;
  scores: UnusualAsset;
}

/** Most unusual first; without a z-score last; then more buzz, then the code (a stable order for paging). */
function compareRows(a: MonitorRow, b: MonitorRow): number {
  const ua = a.scores.unusualness ?? -1;
  const ub = b.scores.unusualness ?? -1;
  return ub - ua || (b.scores.buzz.value ?? 0) - (a.scores.buzz.value ?? 0) || a.asset.id.localeCompare(b.asset.id);
}

/** The public preview reads the most talked-about assets only (buzz rank), so that it shows what people follow. */
const PREVIEW_CLASSES: readonly UniverseClass[] = ['equ', 'crypto', 'cur'];
const PREVIEW_BUZZ_RANK = 100;
const MAX_PREVIEW = 10;

const PreviewSchema = Type.Object(
  {
    lastDay: Type.String(),
    window: Type.Integer(),
    assets: Type.Array(
      Type.Object({
        asset: Type.String(),
        name: Type.String(),
        symbol: Type.String(),
        class: Type.String(),
        buzzZ: NullableNumber,
        sentimentZ: NullableNumber,
        unusualness: NullableNumber,
      }),
    ),
  },
  {
    examples: [
      {
        lastDay: '2026-11-20',
        window: 90,
        assets: [
          {
            asset: 'BTC',
            name: 'Bitcoin',
            symbol: 'BTC',
            class: 'crypto',
            buzzZ: 3.1,
            sentimentZ: -1.2,
            unusualness: 3.1,
          },
        ],
      },
    ],
  },
);

/** The most lines one lookup resolves (a watchlist holds at most 5,000 assets). */
export const MAX_LOOKUPS = 5_000;

const LookupSchema = Type.Object(
  {
    by: Type.Union([Type.Literal('code'), Type.Literal('ric'), Type.Literal('ticker')], {
      description: 'What `value` is: an asset code, a RIC (exact) or a ticker (exact, upper case)',
    }),
    value: Type.String({ minLength: 1, maxLength: 64 }),
    cls: Type.Optional(Type.String({ maxLength: 20, description: 'Asset class (needed for a code in several)' })),
  },
  { additionalProperties: false },
);

const LookupAnswerSchema = Type.Object(
  {
    assets: Type.Array(Type.Union([Type.Object(AssetRecordFields), Type.Null()]), {
      description: 'One entry per lookup, in order: the asset, or null when none matches',
    }),
  },
  { examples: [{ assets: [ASSET_RECORD_EXAMPLE, null] }] },
);

interface SymbolIndex {
  /** The first asset of each code in universe order. */
  byId: Map<string, UniverseAsset>;
  byRic: Map<string, UniverseAsset>;
  byTicker: Map<string, UniverseAsset[]>;
}

/** Company RICs and tickers of a build, indexed once. */
const symbolIndexes = new WeakMap<LoadedLake, SymbolIndex>();

function symbolIndexOf(lake: LoadedLake): SymbolIndex {
  let index = symbolIndexes.get(lake);
  if (!index) {
    index = { byId: new Map(), byRic: new Map(), byTicker: new Map() };
    for (const asset of lake.universe) {
      if (!index.byId.has(asset.id)) index.byId.set(asset.id, asset);
      if (asset.ric) index.byRic.set(asset.ric.toUpperCase(), asset);
      if (asset.ticker) {
        const key = asset.ticker.toUpperCase();
        const list = index.byTicker.get(key) ?? [];
        list.push(asset);
        index.byTicker.set(key, list);
      }
    }
    symbolIndexes.set(lake, index);
  }
  return index;
}

export function radarMonitorRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    // One entry per class, source and window: bounded so that a full-scale lake (132,566 companies with two
    // 30-day sparklines each) keeps a few classes in memory, not every window a caller tried.
    const scoresByClass = new BuildCache<ClassScores>(BASE_CLASSES.length + 4);

    function classScores(
      lake: LoadedLake,
      baseClass: UniverseClass,
      source: SourceName,
      window: number,
    ): Promise<ClassScores> {
      return scoresByClass.get(`${lake.buildId}|${baseClass}|${source}|${window}`, async () => {
        const indicator = getDefaultSentimentIndicator(baseClass);
        const assets = lake.universe.filter((asset) => asset.class === baseClass);
        const answer = await readLake('window', () =>
          listUnusualAssets({
            assetClass: baseClass,
            assetCodes: assets.map((asset) => asset.id),
            source,
            indicator,
            lastDay: lake.manifest.to,
            window,
            sparkDays: DEFAULT_SPARK_DAYS,
            dataDir: lakes.dataDir,
          }),
        );
        return { indicator, byAsset: new Map(answer.assets.map((entry) => [entry.assetCode, entry])) };
      });
    }

    app.get(
      '/radarv5/monitor',
      {
        config: { access: { area: 'radar' } },
        schema: {
          tags: ['radar'],
          security: KEYED_SECURITY,
          summary: 'Radar monitor: each asset’s buzz and sentiment today against its own normal level (z-scores)',
          description:
            'The assets of `/radarv5/assetlist` (same `cls`, `assets`, `search`, `minbuzz` on the last day’s buzz, ' +
            '`limit`, `offset`), each with its buzz and sentiment on the lake’s last day, their z-scores against ' +
            `the asset’s trailing window (the \`window\` daily windows before that day, ${DEFAULT_UNUSUAL_WINDOW} ` +
            'by default; a day without a row is buzz 0 and has no sentiment), and sparklines of the last ' +
            `${DEFAULT_SPARK_DAYS} days. z = (value - mean) / sd, with the sample standard deviation; null when sd ` +
            `is 0, and for sentiment also without a value today or with fewer than ${MIN_SENTIMENT_DAYS} values in ` +
            'the window. Sorted by unusualness, max(|buzz z|, |sentiment z|), assets without a z-score last. ' +
            `At most ${MAX_MONITOR_LIMIT} rows per answer.`,
          querystring: Type.Object({
            cls: ClassParam,
            assets: Type.Optional(
              Type.String({
                maxLength: 10_000,
                description: 'Comma-separated asset codes to keep (a watchlist)',
                examples: ['US,BTC'],
              }),
            ),
            search: Type.Optional(Type.String({ maxLength: 100, examples: ['bitcoin'] })),
            minbuzz: Type.Optional(Type.Number({ minimum: 0, description: 'Least buzz on the last day' })),
            window: Type.Optional(
              Type.Integer({
                minimum: 10,
                maximum: MAX_UNUSUAL_WINDOW,
                default: DEFAULT_UNUSUAL_WINDOW,
                description: 'Daily windows of the normal level',
              }),
            ),
            src: SourceParam(DEFAULT_SOURCE),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MONITOR_LIMIT, default: 100 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(MonitorSchema, 'Assets with their z-scores, most unusual first'),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const source = parseSource(query.src, DEFAULT_SOURCE);
        const window = query.window ?? DEFAULT_UNUSUAL_WINDOW;
        return answerFromCurrentLake(lakes, request, reply, {
          read: async (lake) => {
            const classes: AssetClassCode[] = query.cls === undefined ? [...BASE_CLASSES] : [query.cls];
            const wanted = parseList(query.assets);
            const keep = wanted ? new Set(wanted) : null;
            const needle = query.search?.trim().toLowerCase() ?? '';
            const minBuzz = query.minbuzz ?? 0;
            const rows: MonitorRow[] = [];
            for (const classCode of classes) {
              const members = classMembers(lake, classCode);
              const baseClass = members[0]?.class;
              if (!baseClass) continue;
              const scores = await classScores(lake, baseClass, source, window);
              for (const asset of members) {
                if (keep && !keep.has(asset.id)) continue;
                if (needle && !matchesSearch(asset, needle)) continue;
                const entry = scores.byAsset.get(asset.id);
                if (!entry || (entry.buzz.value ?? 0) < minBuzz) continue;
                rows.push({ asset, classCode, indicator: scores.indicator, scores: entry });
              }
            }
            rows.sort(compareRows);
            const offset = query.offset ?? 0;
            const limit = query.limit ?? 100;
            return {
              data: {
                lastDay: lake.manifest.to,
                window,
                sparkDays: DEFAULT_SPARK_DAYS,
                source,
                minSentimentDays: MIN_SENTIMENT_DAYS,
                total: rows.length,
                offset,
                assets: rows.slice(offset, offset + limit).map((row) => {
                  const { assetCode: _code, ...scores } = row.scores;
                  return { ...toAssetRecord(row.asset, row.classCode), indicator: row.indicator, ...scores };
                }),
              },
            };
          },
        });
      },
    );

    app.post(
      '/radarv5/assetlookup',
      {
        config: { access: { area: 'radar' } },
        schema: {
          tags: ['radar'],
          security: KEYED_SECURITY,
          summary: 'Assets of many lines at once, by code, RIC or ticker (watchlist imports)',
          description:
            `At most ${MAX_LOOKUPS.toLocaleString('en')} lookups. A code is looked up in \`cls\` when given, ` +
            'else in every class (the first class in universe order); a RIC exactly (case-insensitive); a ticker ' +
            'among companies (the best buzz rank when several share it), else the asset with that code (BTC, EUR). ' +
            'Unknown: null in its place.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          body: Type.Object(
            {
              lookups: Type.Array(LookupSchema, { maxItems: MAX_LOOKUPS }),
            },
            {
              examples: [
                {
                  lookups: [
                    { by: 'ric', value: 'AAPL.O' },
                    { by: 'code', value: 'BTC', cls: 'crypto' },
                  ],
                },
              ],
            },
          ),
          response: { 200: dataOf(LookupAnswerSchema, 'The assets, in order'), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const lake = await lakes.current();
        const index = symbolIndexOf(lake);
        const assets = request.body.lookups.map((lookup, i) => {
          const value = lookup.value.trim();
          if (lookup.by === 'code') {
            const classCode = parseClass(lookup.cls, `lookups[${i}].cls`);
            if (classCode) {
              const asset = findAssetInClass(lake, value, classCode);
              return asset ? toAssetRecord(asset, classCode) : null;
            }
            const asset = index.byId.get(value);
            return asset ? toAssetRecord(asset) : null;
          }
          if (lookup.by === 'ric') {
            const asset = index.byRic.get(value.toUpperCase());
            return asset ? toAssetRecord(asset) : null;
          }
          const candidates = index.byTicker.get(value.toUpperCase()) ?? [];
          const best = [...candidates].sort(
            (a, b) => (a.buzzRank ?? Number.MAX_SAFE_INTEGER) - (b.buzzRank ?? Number.MAX_SAFE_INTEGER),
          )[0];
          if (best) return toAssetRecord(best);
          // A pasted coin, currency or country code: the asset with that code.
          const byCode = index.byId.get(value.toUpperCase());
          return byCode ? toAssetRecord(byCode) : null;
        });
        return { data: { assets } };
      },
    );

    app.get(
      '/radarv5/preview',
      {
        config: { access: { area: 'public' } },
        schema: {
          tags: ['radar'],
          summary: 'Public sample of the Radar monitor: the most unusual of the most talked-about assets today',
          description:
            `The assets ranked in the top ${PREVIEW_BUZZ_RANK} by buzz of companies, coins and currencies, scored as ` +
            `\`/radarv5/monitor\` scores them (${DEFAULT_UNUSUAL_WINDOW}-day window, News_Social), most unusual ` +
            `first; at most ${MAX_PREVIEW}. No key needed: the Radar intro page shows it.`,
          querystring: Type.Object({
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PREVIEW, default: 6 })),
          }),
          response: { 200: dataOf(PreviewSchema, 'The sample'), ...errorResponses(400, 503) },
        },
      },
      async (request, reply) => {
        const limit = request.query.limit ?? 6;
        return answerFromCurrentLake(lakes, request, reply, {
          read: async (lake) => {
            const rows: MonitorRow[] = [];
            for (const baseClass of PREVIEW_CLASSES) {
              const scores = await classScores(lake, baseClass, DEFAULT_SOURCE, DEFAULT_UNUSUAL_WINDOW);
              for (const asset of lake.universe) {
                if (asset.class !== baseClass || (asset.buzzRank ?? Number.POSITIVE_INFINITY) > PREVIEW_BUZZ_RANK) {
                  continue;
                }
                const entry = scores.byAsset.get(asset.id);
                if (entry) rows.push({ asset, classCode: baseClass, indicator: scores.indicator, scores: entry });
              }
            }
            rows.sort(compareRows);
            return {
              data: {
                lastDay: lake.manifest.to,
                window: DEFAULT_UNUSUAL_WINDOW,
                assets: rows.slice(0, limit).map((row) => {
                  const record = toAssetRecord(row.asset, row.classCode);
                  return {
                    asset: record.asset,
                    name: record.name,
                    symbol: record.symbol,
                    class: record.class,
                    buzzZ: row.scores.buzz.z,
                    sentimentZ: row.scores.sentiment.z,
                    unusualness: row.scores.unusualness,
                  };
                }),
              },
            };
          },
        });
      },
    );
  };
}
