/**
 * spec §7 '/user/watchlistsv4/*' and v5: the signed-in user's watchlists. v5 watchlists need masfV5
 * (spec §6 table 'Radar pages, watchlists-v5'); v4 watchlists need a sign-in.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { ApiArea } from '@moodwire/domain';
import { currentAccount } from '../auth/guards';
import { HttpError } from '../http-error';
import { ApikeyQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../schemas/common-schemas';
import { deleteWatchlist } from '../store/watchlists/delete-watchlist';
import { listWatchlists } from '../store/watchlists/list-watchlists';
import { updateWatchlist } from '../store/watchlists/update-watchlist';
import type { WatchlistVersion } from '../store/watchlists/watchlist';

const MAX_ASSETS = 5_000;
const ASSET_PATTERN = /^[^\s"]{1,64}$/;

const WatchlistSchema = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    type: Type.String(),
    assets: Type.Array(Type.String()),
    updated: Type.String({ format: 'date-time' }),
  },
  {
    examples: [
      {
        key: '3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e',
        name: 'Big tech',
        type: 'watchlist',
        assets: ['AAPL.O', 'MSFT.O'],
        updated: '2025-01-01T00:00:00.000Z',
      },
    ],
  },
);
const WatchlistKey = Type.String({ minLength: 1, maxLength: 100, examples: ['3f1c2a8e-5b7d-4c1e-9a0b-2d4e6f8a0c1e'] });

/** Assets arrive as a JSON array (JSON body) or as JSON text (form posts, spec §7 'POST form insert'). */
function parseAssets(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw new HttpError(400, "Invalid parameter 'assets': must be a JSON array of asset codes");
    }
  }
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string' && ASSET_PATTERN.test(item))) {
    throw new HttpError(400, "Invalid parameter 'assets': must be a JSON array of asset codes");
  }
  if (list.length > MAX_ASSETS) {
    throw new HttpError(400, `Invalid parameter 'assets': at most ${MAX_ASSETS} assets`);
  }
  return [...new Set(list as string[])];
}

function watchlistRoutes(version: WatchlistVersion, area: ApiArea): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const config = { access: { area } };
    const base = `/user/watchlistsv${version}`;
    const common = { tags: ['user'], security: KEYED_SECURITY };

    app.get(
      `${base}/list`,
      {
        config,
        schema: {
          ...common,
          summary: `List the v${version} watchlists`,
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: {
            200: dataOf(Type.Array(WatchlistSchema, { examples: [[]] }), 'Watchlists'),
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => ({ data: await listWatchlists(ctx.db, { userId: currentAccount(request).id, version }) }),
    );

    app.post(
      `${base}/insert`,
      {
        config,
        schema: {
          ...common,
          summary: `Create or replace a v${version} watchlist`,
          consumes: FORM_OR_JSON,
          description: 'Without a key a new watchlist is made; with the key of an existing one it is replaced.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          body: Type.Object(
            {
              key: Type.Optional(WatchlistKey),
              name: Type.String({ minLength: 1, maxLength: 100, examples: ['Big tech'] }),
              // Checked in the handler: a union of string and array would be coerced by the validator.
              assets: Type.Unknown({
                description: 'Asset codes: a JSON array of strings, or its JSON text in a form post',
                examples: ['["AAPL.O","MSFT.O"]'],
              }),
              type: Type.Optional(
                Type.String({
                  pattern: '^[a-z0-9_-]{1,32}$',
                  description: "Defaults to 'watchlist'",
                  examples: ['watchlist'],
                }),
              ),
            },
            { required: ['name', 'assets'], examples: [{ name: 'Big tech', assets: '["AAPL.O","MSFT.O"]' }] },
          ),
          response: { 200: dataOf(WatchlistSchema, 'The stored watchlist'), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => {
        const name = request.body.name.trim();
        if (!name) throw new HttpError(400, "Invalid parameter 'name': must not be empty");
        return {
          data: await updateWatchlist(ctx.db, {
            userId: currentAccount(request).id,
            version,
            key: request.body.key,
            name,
            type: request.body.type ?? 'watchlist',
            assets: parseAssets(request.body.assets),
            now: ctx.now(),
          }),
        };
      },
    );

    app.post(
      `${base}/delete`,
      {
        config,
        schema: {
          ...common,
          summary: `Delete a v${version} watchlist`,
          querystring: Type.Object({ key: WatchlistKey, apikey: ApikeyQuery }),
          response: {
            200: dataOf(
              Type.Object({ deleted: Type.Boolean() }, { examples: [{ deleted: true }] }),
              'Whether it was removed',
            ),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => ({
        data: {
          deleted: await deleteWatchlist(ctx.db, {
            userId: currentAccount(request).id,
            version,
            key: request.query.key,
          }),
        },
      }),
    );
  };
}

export const userWatchlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(watchlistRoutes(4, 'account'));
  await app.register(watchlistRoutes(5, 'watchlistsV5'));
};
