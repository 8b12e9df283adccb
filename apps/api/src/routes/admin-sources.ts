/**
 * The sources tool's calls (spec §2 '/admin/sources-tool'): GET /admin/sources lists the corpus's document sources
 * with their weekly documents and quality in the published lake and whether the next build takes them; PUT
 * /admin/sources/:source enables or disables one for the next build (`<data root>/sources.json`, which every
 * build reads). Admin only.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  listCorpusSources,
  listSourceActivity,
  MAX_SOURCE_NAME_CHARS,
  readSourceSettings,
  type SourceActivity,
  setSourceEnabled,
} from '@moodwire/warehouse';
import { HttpError } from '../http-error';
import type { LakeView } from '../lake/open-lake';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';

const WeekSchema = Type.Object({
  week: Type.String({ description: 'Monday of the week, YYYY-MM-DD' }),
  days: Type.Integer({ description: 'Days of the week the lake has (documents / days is the daily mean)' }),
  documents: Type.Integer(),
  mentions: Type.Integer({ description: 'Asset references the documents made' }),
  sentiment: Type.Union([Type.Number(), Type.Null()], { description: 'Net tone, -1 to 1' }),
});

const SOURCE_EXAMPLE = {
  source: 'Global Markets Wire',
  sourceType: 'news',
  isEnabled: true,
  isInLake: true,
  isSimulated: true,
  documents: 81_200,
  mentions: 97_000,
  firstDay: '2023-11-26',
  lastDay: '2026-11-25',
  weeks: [{ week: '2026-11-23', days: 3, documents: 410, mentions: 488, sentiment: 0.04 }],
};

const SourceSchema = Type.Object({
  source: Type.String({ description: 'Outlet or platform name' }),
  sourceType: Type.String({ description: 'news or social' }),
  isEnabled: Type.Boolean({ description: 'Whether the next build takes its documents' }),
  isInLake: Type.Boolean({ description: 'Whether the published lake has documents of it' }),
  isSimulated: Type.Boolean({ description: 'A source of the simulated corpus (others come from imports)' }),
  documents: Type.Integer({ description: 'Documents in the published lake' }),
  mentions: Type.Integer({ description: 'Asset references those documents made' }),
  firstDay: Type.Union([Type.String(), Type.Null()]),
  lastDay: Type.Union([Type.String(), Type.Null()]),
  weeks: Type.Array(WeekSchema, { description: 'Per calendar week of the lake, oldest first' }),
});

const SourcesSchema = Type.Object(
  {
    buildId: Type.Union([Type.String(), Type.Null()], { description: 'The published build the figures come from' }),
    disabledInLake: Type.Array(Type.String(), { description: 'Sources the published build left out' }),
    updatedAt: Type.Union([Type.String(), Type.Null()], { description: 'When the settings last changed' }),
    sources: Type.Array(SourceSchema, { description: 'Most documents first' }),
  },
  {
    examples: [
      { buildId: '20261126-023105-demo-3f9c1e', disabledInLake: [], updatedAt: null, sources: [SOURCE_EXAMPLE] },
    ],
  },
);

const SettingSchema = Type.Object(
  {
    source: Type.String(),
    isEnabled: Type.Boolean(),
    disabled: Type.Array(Type.String(), { description: 'Every source the next build leaves out' }),
    updatedAt: Type.String(),
  },
  {
    examples: [{ source: 'Chatter', isEnabled: false, disabled: ['Chatter'], updatedAt: '2026-11-26T15:00:00.000Z' }],
  },
);

export function adminSourceRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: { area: 'admin' as const } };
    // The lake's figures change only with a new build: one read per build (a full year of weekly rows per source).
    let activity: { buildId: string; read: Promise<SourceActivity[]> } | undefined;
    const activityOf = async (): Promise<{ buildId: string | null; sources: SourceActivity[]; disabled: string[] }> => {
      let lake: Awaited<ReturnType<LakeView['current']>>;
      try {
        lake = await lakes.current();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503) return { buildId: null, sources: [], disabled: [] };
        throw error;
      }
      if (activity?.buildId !== lake.buildId) {
        const read = listSourceActivity({ dataDir: lakes.dataDir });
        activity = { buildId: lake.buildId, read };
        read.catch(() => {
          if (activity?.read === read) activity = undefined;
        });
      }
      return {
        buildId: lake.buildId,
        sources: await activity.read,
        disabled: lake.manifest.sources?.disabled ?? [],
      };
    };

    /** Every source an admin may name: the simulated corpus's, the lake's (imports) and those disabled now. */
    const listSources = async () => {
      const [{ buildId, sources, disabled }, settings] = await Promise.all([
        activityOf(),
        readSourceSettings({ dataDir: lakes.dataDir }),
      ]);
      const simulated = new Map(listCorpusSources().map((source) => [source.source, source.sourceType]));
      const isDisabled = new Set(settings.disabled);
      const byName = new Map(sources.map((source) => [source.source, source]));
      const names = [...new Set([...byName.keys(), ...simulated.keys(), ...settings.disabled])];
      const rows = names.map((name) => {
        const seen = byName.get(name);
        return {
          source: name,
          sourceType: seen?.sourceType ?? simulated.get(name) ?? 'news',
          isEnabled: !isDisabled.has(name),
          isInLake: seen !== undefined && seen.documents > 0,
          isSimulated: simulated.has(name),
          documents: seen?.documents ?? 0,
          mentions: seen?.mentions ?? 0,
          firstDay: seen?.firstDay ?? null,
          lastDay: seen?.lastDay ?? null,
          weeks: seen?.weeks ?? [],
        };
      });
      rows.sort((a, b) => b.documents - a.documents || a.source.localeCompare(b.source));
      return { buildId, disabledInLake: disabled, updatedAt: settings.updatedAt, sources: rows };
    };

    app.get(
      '/admin/sources',
      {
        config,
        schema: {
          tags: ['admin'],
          security: KEYED_SECURITY,
          summary: "The corpus's sources: documents and quality per week, and whether the next build takes them",
          querystring: AuthQuery,
          response: { 200: dataOf(SourcesSchema, 'Sources'), ...errorResponses(400, 401, 403) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await listSources() };
      },
    );

    app.put(
      '/admin/sources/:source',
      {
        config,
        schema: {
          tags: ['admin'],
          security: KEYED_SECURITY,
          summary: 'Enable or disable a source for the next build',
          description: 'The published lake is unchanged; the next build (`npm run data -- build`) honours it.',
          params: Type.Object({
            source: Type.String({
              minLength: 1,
              maxLength: MAX_SOURCE_NAME_CHARS,
              description: 'Outlet or platform name, as GET /admin/sources lists it',
              examples: ['Chatter'],
            }),
          }),
          querystring: AuthQuery,
          body: Type.Object(
            { enabled: Type.Boolean({ description: 'true: the next build takes its documents' }) },
            { additionalProperties: false, examples: [{ enabled: false }] },
          ),
          response: { 200: dataOf(SettingSchema, 'The new setting'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { source } = request.params;
        const { sources } = await listSources();
        if (!sources.some((row) => row.source === source)) {
          throw new HttpError(404, `No source '${source}'`, {
            message: `'source' must be one of the sources GET /admin/sources lists; '${source}' is not.`,
          });
        }
        const settings = await setSourceEnabled({
          dataDir: lakes.dataDir,
          source,
          isEnabled: request.body.enabled,
          now: app.ctx.now(),
        });
        request.log.info({ source, enabled: request.body.enabled }, 'source setting changed');
        return {
          data: {
            source,
            isEnabled: !settings.disabled.includes(source),
            disabled: settings.disabled,
            updatedAt: settings.updatedAt ?? app.ctx.now().toISOString(),
          },
        };
      },
    );
  };
}
