/**
 * spec §7 '/assetlist' and '/grouplist': the assets of a class or group (the paged, searchable asset list of
 * /ma4/assets/[page]) and the groups with their class and dataset (the group picker and subject pickers).
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { type AssetClassCode, PRODUCT_CODES, requireAssetClass, type UniverseAsset } from '@moodwire/domain';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { openLakeCall } from '../lake-call';
import { callerGroups, findGroup } from './caller-groups';
import { classMembers, matchesSearch, toAssetRecord } from './web-assets';
import { ASSET_RECORD_EXAMPLE, AssetRecordSchema, ClassParam, NullableString, OptionalGroupParam } from './web-params';

const SORTS = ['group', 'name', 'symbol'] as const;

const AssetListSchema = Type.Object(
  {
    class: Type.Union([Type.String(), Type.Null()], {
      description: 'The class listed (the group’s class when a group is given; null for every asset)',
    }),
    group: NullableString,
    total: Type.Integer({ description: 'Assets matching the search, before paging' }),
    offset: Type.Integer(),
    assets: Type.Array(AssetRecordSchema),
  },
  { examples: [{ class: 'equ', group: 'equ_top100', total: 100, offset: 0, assets: [ASSET_RECORD_EXAMPLE] }] },
);

const GROUP_EXAMPLE = {
  group: 'equ_top100',
  name: 'Top 100 by Buzz',
  class: 'equ',
  className: 'Companies',
  dataset: 'rma',
  product: 'rma',
  count: 100,
  featured: '4372179024',
  type: 'system',
  isPublic: true,
};
const GroupRecordSchema = Type.Object({
  group: Type.String(),
  name: Type.String(),
  class: Type.String(),
  className: Type.String(),
  dataset: Type.String(),
  product: Type.String(),
  count: Type.Integer(),
  featured: NullableString,
  type: Type.Union([Type.Literal('system'), Type.Literal('user')]),
  isPublic: Type.Boolean({ description: 'Open to visitors who are not signed in (Top 100 groups)' }),
});

export function catalogueRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'web' as const } };
    const common = { tags: ['web'], security: KEYED_SECURITY };

    app.get(
      '/assetlist',
      {
        config,
        schema: {
          ...common,
          summary: 'The assets of a class or group with display symbol, sector and domicile, searchable and paged',
          description:
            'Pass `cls` (every asset of an asset class, ESG and regional classes included) or `group`; without ' +
            'either, every asset of the published universe (each row with its own class). `search` ' +
            'matches a part of the name, or the code, ticker or start of the RIC. Sorted in the group’s own order ' +
            '(by buzz for top-N groups) unless `sortby` says name or symbol.',
          querystring: Type.Object({
            cls: ClassParam,
            group: OptionalGroupParam,
            search: Type.Optional(Type.String({ maxLength: 100, examples: ['apple'] })),
            sortby: Type.Optional(
              Type.Union(
                SORTS.map((sort) => Type.Literal(sort)),
                { default: 'group' },
              ),
            ),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
            offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
            apikey: ApikeyQuery,
          }),
          response: { 200: dataOf(AssetListSchema, 'Assets'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, answer } = await openLakeCall(lakes, request, reply);
        if (query.cls !== undefined && query.group !== undefined) {
          throw badParameter('cls', 'pass cls or group, not both');
        }
        let classCode: AssetClassCode | null = null;
        let members: UniverseAsset[];
        let variant = '';
        let groupId: string | null = null;
        if (query.group !== undefined) {
          const found = await findGroup(app.ctx, request, lake, query.group);
          variant = found.variant;
          groupId = found.group.id;
          classCode = found.group.class;
          members = lake.members(found.group);
        } else if (query.cls !== undefined) {
          classCode = query.cls;
          members = classMembers(lake, classCode);
        } else {
          members = lake.universe;
        }
        return answer({
          variant,
          read: async () => {
            const needle = query.search?.trim().toLowerCase() ?? '';
            const found = needle ? members.filter((asset) => matchesSearch(asset, needle)) : members;
            let records = found.map((asset) => toAssetRecord(asset, classCode ?? asset.class));
            const field = query.sortby === 'name' ? 'name' : query.sortby === 'symbol' ? 'symbol' : null;
            if (field) {
              records = [...records].sort((a, b) => a[field].localeCompare(b[field]) || a.asset.localeCompare(b.asset));
            }
            const offset = query.offset ?? 0;
            const limit = query.limit ?? 100;
            return {
              data: {
                class: classCode,
                group: groupId,
                total: records.length,
                offset,
                assets: records.slice(offset, offset + limit),
              },
            };
          },
        });
      },
    );

    app.get(
      '/grouplist',
      {
        config,
        schema: {
          ...common,
          summary: 'The groups with their class and dataset (watchlist groups for admins only)',
          description:
            'The system groups of the published lake as the build lists them, after an admin’s v4 watchlists ' +
            '(user-type groups); `product` and `cls` narrow the list.',
          querystring: Type.Object({
            product: Type.Optional(
              Type.Union(
                PRODUCT_CODES.map((code) => Type.Literal(code)),
                { description: 'rma or esg' },
              ),
            ),
            cls: ClassParam,
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(Type.Array(GroupRecordSchema, { examples: [[GROUP_EXAMPLE]] }), 'Groups'),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { lake, answer } = await openLakeCall(lakes, request, reply);
        const { groups, variant } = await callerGroups(app.ctx, request, lake);
        return answer({
          variant,
          read: async () => ({
            data: groups
              .filter(
                (group) =>
                  (query.product === undefined || group.product === query.product) &&
                  (query.cls === undefined || group.class === query.cls),
              )
              .map((group) => ({
                group: group.id,
                name: group.name,
                class: group.class,
                className: requireAssetClass(group.class).name,
                dataset: group.dataset,
                product: group.product,
                count: group.count,
                featured: group.featured,
                type: group.type,
                isPublic: group.isPublic,
              })),
          }),
        });
      },
    );
  };
}
