/**
 * spec §7 '/radarv5/assetlist' and 'POST /radarv5/assetmatch': the Radar's asset picker (assets with their recent
 * buzz, searchable and filtered by a minimum buzz) and the engine's entity matcher run on a posted text against
 * the lake's universe. Both need the Radar permission (spec §6 'Radar pages | masfV5').
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AssetClassCode, addDays, type UniverseAsset, type UniverseClass } from '@moodwire/domain';
import { findAssetMentions, getGroupActivity, MAX_MATCH_TEXT } from '@moodwire/warehouse';
import { BuildCache } from '../../lake/answer-cache';
import type { LakeView, LoadedLake } from '../../lake/open-lake';
import { badParameter, readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';
import { classMembers, findAssetInClass, matchesSearch, toAssetRecord } from './web-assets';
import { ASSET_RECORD_EXAMPLE, AssetRecordFields, ClassParam, parseList } from './web-params';

/** Radar buzz: News_Social buzz summed over the lake's last 30 days (the window the build ranks assets by). */
const RADAR_BUZZ_DAYS = 30;
const BASE_CLASSES: readonly UniverseClass[] = ['equ', 'etf', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'];

const AssetListSchema = Type.Object(
  {
    total: Type.Integer({ description: 'Assets matching, before paging' }),
    offset: Type.Integer(),
    buzzDays: Type.Integer({ description: 'Days the buzz is summed over (up to the last day of the lake)' }),
    assets: Type.Array(
      Type.Object({
        ...AssetRecordFields,
        buzz: Type.Number({ description: 'News_Social buzz over the last buzzDays days, summed' }),
      }),
    ),
  },
  {
    examples: [{ total: 1, offset: 0, buzzDays: RADAR_BUZZ_DAYS, assets: [{ ...ASSET_RECORD_EXAMPLE, buzz: 8450.5 }] }],
  },
);

const MatchSchema = Type.Object(
  {
    length: Type.Integer({ description: 'Length of the text (UTF-16 code units, as the offsets count)' }),
    assets: Type.Array(
      Type.Object({
        ...AssetRecordFields,
        mentions: Type.Array(
          Type.Object({
            start: Type.Integer({ description: 'Offset of the first character' }),
            end: Type.Integer({ description: 'Offset after the last character' }),
            matched: Type.String({ description: 'The reference form that matched' }),
            kind: Type.String({ description: 'name, alias, ticker, symbol, pair, demonym or term' }),
          }),
        ),
      }),
      { description: 'Matched assets in the order of their first mention' },
    ),
  },
  {
    examples: [
      {
        length: 34,
        assets: [{ ...ASSET_RECORD_EXAMPLE, mentions: [{ start: 0, end: 5, matched: 'Apple', kind: 'name' }] }],
      },
    ],
  },
);

const MATCH_EXAMPLE_TEXT = 'Apple shares rose as the euro fell.';

export function radarRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'radar' as const } };
    const common = { tags: ['radar'], security: KEYED_SECURITY };
    const buzzByClass = new BuildCache<Map<string, number>>(BASE_CLASSES.length * 2);

    function recentBuzz(lake: LoadedLake, baseClass: UniverseClass): Promise<Map<string, number>> {
      return buzzByClass.get(`${lake.buildId}|${baseClass}`, async () => {
        const to = addDays(lake.manifest.to, 1);
        const assets = lake.universe.filter((asset) => asset.class === baseClass);
        const activity = await readLake('cls', () =>
          getGroupActivity({
            assetClass: baseClass,
            assetCodes: assets.map((asset) => asset.id),
            source: 'News_Social',
            from: addDays(to, -RADAR_BUZZ_DAYS),
            to,
            dataDir: lakes.dataDir,
          }),
        );
        return new Map(activity.rows.map((row) => [row.assetCode, row.buzz]));
      });
    }

    app.get(
      '/radarv5/assetlist',
      {
        config,
        schema: {
          ...common,
          summary: 'Assets for the Radar with their recent buzz: searchable, filtered by minimum buzz, paged',
          description:
            'Assets of a class (every class without `cls`), most buzz first. `assets` keeps the listed codes, ' +
            '`search` matches a part of the name or the code, ticker or start of the RIC, `minbuzz` leaves out ' +
            'assets with less buzz over the last 30 days.',
          querystring: Type.Object({
            cls: ClassParam,
            assets: Type.Optional(
              Type.String({ maxLength: 10_000, description: 'Comma-separated asset codes', examples: ['US,BTC'] }),
            ),
            search: Type.Optional(Type.String({ maxLength: 100, examples: ['bitcoin'] })),
            minbuzz: Type.Optional(Type.Number({ minimum: 0, description: 'Least buzz over the last 30 days' })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(AssetListSchema, 'Radar assets'),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        return answerFromCurrentLake(lakes, request, reply, {
          read: async (lake) => {
            const classes: AssetClassCode[] = query.cls === undefined ? [...BASE_CLASSES] : [query.cls];
            const wanted = parseList(query.assets);
            const keep = wanted ? new Set(wanted) : null;
            const needle = query.search?.trim().toLowerCase() ?? '';
            const minBuzz = query.minbuzz ?? 0;
            const rows: { asset: UniverseAsset; classCode: AssetClassCode; buzz: number }[] = [];
            for (const classCode of classes) {
              const members = classMembers(lake, classCode);
              const baseClass = members[0]?.class;
              if (!baseClass) continue;
              const buzz = await recentBuzz(lake, baseClass);
              for (const asset of members) {
                if (keep && !keep.has(asset.id)) continue;
                if (needle && !matchesSearch(asset, needle)) continue;
                const value = buzz.get(asset.id) ?? 0;
                if (value < minBuzz) continue;
                rows.push({ asset, classCode, buzz: value });
              }
            }
            rows.sort((a, b) => b.buzz - a.buzz || a.asset.id.localeCompare(b.asset.id));
            const offset = query.offset ?? 0;
            const limit = query.limit ?? 100;
            return {
              data: {
                total: rows.length,
                offset,
                buzzDays: RADAR_BUZZ_DAYS,
                assets: rows
                  .slice(offset, offset + limit)
                  .map((row) => ({ ...toAssetRecord(row.asset, row.classCode), buzz: row.buzz })),
              },
            };
          },
        });
      },
    );

    app.post(
      '/radarv5/assetmatch',
      {
        config,
        // spec §7 sends the text in the query: a call without a body is validated as an empty one.
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
        },
        schema: {
          ...common,
          summary: 'The assets of the lake’s universe mentioned in a text, with offsets (the engine’s matcher)',
          description:
            'The text comes as the `text` query parameter (spec §7) or as `text` in a JSON or form body, at most ' +
            `${MAX_MATCH_TEXT.toLocaleString('en')} characters. Names and aliases must keep their capitals; tickers ` +
            'and codes must be upper case or cashtags ($AAPL), as when the build reads its documents.',
          consumes: FORM_OR_JSON,
          querystring: Type.Object({
            text: Type.Optional(Type.String({ maxLength: 10_000, examples: [MATCH_EXAMPLE_TEXT] })),
            apikey: ApikeyQuery,
          }),
          body: Type.Object(
            {
              text: Type.Optional(
                Type.String({ maxLength: MAX_MATCH_TEXT, description: 'The text (when not in the query)' }),
              ),
            },
            { examples: [{ text: MATCH_EXAMPLE_TEXT }] },
          ),
          response: { 200: dataOf(MatchSchema, 'Matched assets'), ...errorResponses(400, 401, 403, 413, 503) },
        },
      },
      async (request) => {
        const text = request.body.text ?? request.query.text;
        if (text === undefined) throw badParameter('text', 'required, as a query parameter or in the body');
        const lake = await lakes.current();
        const mentions = await readLake('text', async () => findAssetMentions({ universe: lake.universe, text }));
        const byAsset = new Map<
          string,
          { asset: UniverseAsset; mentions: { start: number; end: number; matched: string; kind: string }[] }
        >();
        for (const mention of mentions) {
          const key = `${mention.assetClass}|${mention.assetId}`;
          let entry = byAsset.get(key);
          if (!entry) {
            const asset = findAssetInClass(lake, mention.assetId, mention.assetClass);
            if (!asset) continue;
            entry = { asset, mentions: [] };
            byAsset.set(key, entry);
          }
          entry.mentions.push({ start: mention.start, end: mention.end, matched: mention.matched, kind: mention.kind });
        }
        const assets = [...byAsset.values()]
          .sort((a, b) => (a.mentions[0]?.start ?? 0) - (b.mentions[0]?.start ?? 0))
          .map((entry) => ({ ...toAssetRecord(entry.asset), mentions: entry.mentions }));
        return { data: { length: text.length, assets } };
      },
    );
  };
}
