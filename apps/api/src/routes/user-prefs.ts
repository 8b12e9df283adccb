/** spec §7 '/user/prefs/*': the signed-in user's stored preferences (category, key, JSON value). */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { currentAccount } from '../auth/guards';
import { HttpError } from '../http-error';
import { ApikeyQuery, dataOf, errorResponses, FORM_OR_JSON, KEYED_SECURITY } from '../schemas/common-schemas';
import { deletePreference } from '../store/preferences/delete-preference';
import { getPreference } from '../store/preferences/get-preference';
import { listPreferences } from '../store/preferences/list-preferences';
import {
  MAX_PREFERENCE_DEPTH,
  MAX_PREFERENCE_VALUE_BYTES,
  MAX_PREFERENCES_PER_USER,
  PreferenceRefusedError,
} from '../store/preferences/preference';
import { updatePreference } from '../store/preferences/update-preference';

const Category = Type.String({ minLength: 1, maxLength: 100, examples: ['charts'] });
const Key = Type.String({ minLength: 1, maxLength: 200, examples: ['default-indicator'] });
const PreferenceSchema = Type.Object(
  { category: Type.String(), key: Type.String(), value: Type.Unknown({ description: 'Any JSON value' }) },
  { examples: [{ category: 'charts', key: 'default-indicator', value: { code: 'sentiment' } }] },
);
const PreferenceQuery = Type.Object({ category: Category, key: Key, apikey: ApikeyQuery });
const DeletedSchema = Type.Object({ deleted: Type.Boolean() }, { examples: [{ deleted: true }] });

/** spec §7: the value arrives as JSON text (form posts); a JSON body may also carry the value itself. */
function parseValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(400, "Invalid parameter 'value': must be JSON text");
  }
}

/** The store's refusals (too deep, too large, too many keys) are the caller's to fix: 400 with the reason. */
async function refusedAsBadRequest<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof PreferenceRefusedError) throw new HttpError(400, error.message);
    throw error;
  }
}

export const userPrefsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'account' as const } };
  const common = { tags: ['user'], security: KEYED_SECURITY };

  app.get(
    '/user/prefs/list',
    {
      config,
      schema: {
        ...common,
        summary: 'List preferences',
        querystring: Type.Object({ category: Type.Optional(Category), apikey: ApikeyQuery }),
        response: {
          200: dataOf(Type.Array(PreferenceSchema, { examples: [[]] }), 'Preferences'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await listPreferences(ctx.db, { userId: currentAccount(request).id, category: request.query.category }),
    }),
  );

  app.get(
    '/user/prefs/get',
    {
      config,
      schema: {
        ...common,
        summary: 'Get one preference (null when not stored)',
        querystring: PreferenceQuery,
        response: {
          200: dataOf(Type.Union([PreferenceSchema, Type.Null()], { examples: [null] }), 'The preference or null'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await getPreference(ctx.db, {
        userId: currentAccount(request).id,
        category: request.query.category,
        key: request.query.key,
      }),
    }),
  );

  app.post(
    '/user/prefs/insert',
    {
      config,
      schema: {
        ...common,
        summary: 'Store a preference (replaces an existing value)',
        description:
          `A value nests at most ${MAX_PREFERENCE_DEPTH} levels of arrays and objects and holds at most ` +
          `${MAX_PREFERENCE_VALUE_BYTES} bytes as JSON; a user stores at most ${MAX_PREFERENCES_PER_USER} ` +
          'preferences (replacing a value is always allowed). Beyond these: 400 with the reason.',
        consumes: FORM_OR_JSON,
        querystring: PreferenceQuery,
        body: Type.Object(
          { value: Type.Unknown({ description: 'The value as JSON text (form) or a JSON value' }) },
          { required: ['value'], examples: [{ value: '{"code":"sentiment"}' }] },
        ),
        response: { 200: dataOf(PreferenceSchema, 'The stored preference'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await refusedAsBadRequest(() =>
        updatePreference(ctx.db, {
          userId: currentAccount(request).id,
          category: request.query.category,
          key: request.query.key,
          value: parseValue(request.body.value),
          now: ctx.now(),
        }),
      ),
    }),
  );

  app.post(
    '/user/prefs/delete',
    {
      config,
      schema: {
        ...common,
        summary: 'Delete a preference',
        querystring: PreferenceQuery,
        response: { 200: dataOf(DeletedSchema, 'Whether a preference was removed'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: {
        deleted: await deletePreference(ctx.db, {
          userId: currentAccount(request).id,
          category: request.query.category,
          key: request.query.key,
        }),
      },
    }),
  );
};
