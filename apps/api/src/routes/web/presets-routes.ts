/** spec §7 '/presets/list', '/presets/get' and '/groupassets2': the preset groups of the published lake. */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ASSET_SEARCH_CACHE_MS, findAssetMatches, toPresetRecord, type UniverseAsset } from '@moodwire/domain';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../../http-error';
import type { LakeView } from '../../lake/open-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openLakeCall } from '../lake-call';
import { callerGroups, findGroup } from './caller-groups';
import { openGroupCall } from './group-call';
import { GroupParam, parseList } from './web-params';

const PRESET_EXAMPLE = {
  Group: 'equ_top100',
  Name: 'Top 100 by Buzz',
  Class: 'equ',
  Count: 100,
  Dataset: 'rma',
  Featured: '4372179024',
  type: 'system',
};
const NAME_ASSET_EXAMPLE = { Name: 'Apple', Asset: '4372179024', Class: 'equ', Ticker: 'AAPL' };
const PresetRecordSchema = Type.Object(
  {
    Group: Type.String(),
    Name: Type.String(),
    Class: Type.String(),
    Count: Type.Integer(),
    Dataset: Type.String(),
    Featured: Type.Union([Type.String(), Type.Null()]),
    type: Type.Union([Type.Literal('system'), Type.Literal('user')]),
  },
  { examples: [PRESET_EXAMPLE] },
);
const NameAssetSchema = Type.Object(
  {
    Name: Type.String(),
    Asset: Type.String(),
    Class: Type.String({ description: 'Asset class code' }),
    Ticker: Type.Union([Type.String(), Type.Null()], { description: 'Exchange ticker (companies)' }),
  },
  { examples: [NAME_ASSET_EXAMPLE] },
);

/**
 * The last searches of /groupassets2, kept 60 s (spec §7 'search cached 60000 ms'): at most 1,000, least recently
 * used first, timed by the app's clock (so that tests can move it).
 */
function createSearchCache(now: () => number): LRUCache<string, UniverseAsset[]> {
  return new LRUCache<string, UniverseAsset[]>({ max: 1_000, ttl: ASSET_SEARCH_CACHE_MS, perf: { now } });
}

/** A search's answer from the cache, or computed and kept. */
function searchOnce(cache: LRUCache<string, UniverseAsset[]>, key: string, compute: () => UniverseAsset[]) {
  const hit = cache.get(key);
  if (hit) return hit;
  const assets = compute();
  cache.set(key, assets);
  return assets;
}

/** The assets that match search text, best first: one ranking for the global search (domain findAssetMatches). */
function searchAssets(assets: readonly UniverseAsset[], needle: string): UniverseAsset[] {
  return findAssetMatches(assets, needle, (asset) => ({
    name: asset.name,
    code: asset.id,
    ticker: asset.ticker,
    ric: asset.ric,
  }));
}

export function presetsRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };
    const searches = createSearchCache(() => ctx.now().getTime());

    app.get(
      '/presets/list',
      {
        config,
        schema: {
          ...common,
          summary: 'The preset groups of the published lake (watchlist groups for admins only)',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: {
            200: dataOf(Type.Array(PresetRecordSchema, { examples: [[PRESET_EXAMPLE]] }), 'Preset groups'),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request, reply) => {
        const { lake, answer } = await openLakeCall(lakes, request, reply);
        const { groups, variant } = await callerGroups(ctx, request, lake);
        return answer({
          variant,
          read: async () => ({ data: groups.map(toPresetRecord) }),
        });
      },
    );

    app.get(
      '/presets/get',
      {
        config,
        schema: {
          ...common,
          summary: 'One preset group',
          querystring: Type.Object({ group: GroupParam, apikey: ApikeyQuery }),
          response: { 200: dataOf(PresetRecordSchema, 'The preset group'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const { group, answer } = await openGroupCall({ ctx, lakes, request, reply }, request.query.group);
        return answer({ read: async () => ({ data: toPresetRecord(group) }) });
      },
    );

    app.get(
      '/groupassets2',
      {
        config,
        schema: {
          ...common,
          summary: 'The members of a group as Name/Asset records, searchable and paged',
          description:
            'Without `group`, `search` is required and runs over every asset of the published universe (the global search dialog).',
          querystring: Type.Object({
            group: Type.Optional(GroupParam),
            search: Type.Optional(
              Type.String({ maxLength: 100, description: 'Name, ticker, RIC or code', examples: ['apple'] }),
            ),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
            assets: Type.Optional(
              Type.String({
                maxLength: 10_000,
                description: 'Comma-separated asset codes to keep',
                examples: ['4372179024'],
              }),
            ),
            rm_dups: Type.Optional(Type.Boolean({ default: false, description: 'Leave out repeated names' })),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(Type.Array(NameAssetSchema, { examples: [[NAME_ASSET_EXAMPLE]] }), 'Group members'),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request, reply) => {
        const { lake, answer } = await openLakeCall(lakes, request, reply);
        const query = request.query;
        const needle = query.search?.trim().toLowerCase() ?? '';
        if (query.group === undefined && !needle) {
          throw new HttpError(400, "Invalid parameter 'search': required when no group is given", {
            message: 'Pass a group, or a non-empty search to look through every asset.',
          });
        }
        const found = query.group === undefined ? null : await findGroup(ctx, request, lake, query.group);
        return answer({
          variant: found?.variant,
          read: async () => {
            let members: UniverseAsset[];
            if (found === null) {
              members = searchOnce(searches, `${lake.buildId}|*|${needle}`, () => searchAssets(lake.universe, needle));
            } else {
              const { group } = found;
              // Only system groups are fixed for a build; a watchlist may change between two searches.
              members =
                needle && group.type === 'system'
                  ? searchOnce(searches, `${lake.buildId}|${group.id}|${needle}`, () =>
                      searchAssets(lake.members(group), needle),
                    )
                  : lake.members(group);
              if (needle && group.type !== 'system') members = searchAssets(members, needle);
            }
            const wanted = parseList(query.assets);
            if (wanted) {
              const keep = new Set(wanted);
              members = members.filter((asset) => keep.has(asset.id));
            }
            if (query.rm_dups) {
              const seen = new Set<string>();
              members = members.filter((asset) => !seen.has(asset.name) && seen.add(asset.name) !== undefined);
            }
            const offset = query.offset ?? 0;
            const limit = query.limit ?? 100;
            return {
              data: members.slice(offset, offset + limit).map((asset) => ({
                Name: asset.name,
                Asset: asset.id,
                Class: asset.class,
                Ticker: asset.ticker ?? null,
              })),
            };
          },
        });
      },
    );
  };
}
