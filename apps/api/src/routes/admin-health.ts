/**
 * GET /admin/health (issue 16 '/admin: service health'): the published lake (build id, date range, row counts),
 * the build running now if any (the same status file the app header's LakeBuildBanner shows), this API process's
 * own metrics (calls, 4xx, 5xx and latency by route pattern, over the last hour and since start; accounts seen
 * today), and the last builds and imports from the build log and the data root. Admin only. Never cached: it is
 * a live view.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { listBuildHistory, listImports, readBuildStatus } from '@moodwire/warehouse';
import { HttpError } from '../http-error';
import type { LakeView, LoadedLake } from '../lake/open-lake';
import { AuthQuery, dataOf, errorResponses, KEYED_SECURITY } from '../schemas/common-schemas';

/** Builds and imports listed. */
const LISTED = 10;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const RouteMetricSchema = Type.Object({
  method: Type.String({ description: 'HTTP method' }),
  route: Type.String({ description: "The route's URL pattern (never the called URL), or '(no route)'" }),
  calls: Type.Integer(),
  clientErrors: Type.Integer({ description: 'Answers 400 to 499' }),
  serverErrors: Type.Integer({ description: 'Answers 500 and above' }),
  meanMs: Type.Number({ description: 'Mean time to answer, ms' }),
  p50Ms: Nullable(Type.Number({ description: 'Upper bound of the latency bucket holding the median, ms' })),
  p95Ms: Nullable(Type.Number()),
  p99Ms: Nullable(Type.Number()),
});

const TotalsSchema = Type.Object({
  calls: Type.Integer(),
  clientErrors: Type.Integer(),
  serverErrors: Type.Integer(),
  serverErrorRate: Type.Number({ description: 'Share of calls answered 5xx, 0 to 1' }),
  routes: Type.Array(RouteMetricSchema, { description: 'Per route pattern, most called first' }),
});

const HEALTH_EXAMPLE = {
  lake: {
    buildId: '20261126-023105-demo-3f9c1e',
    scale: 'demo',
    from: '2023-11-26',
    to: '2026-11-25',
    hourlyFrom: '2026-08-28',
    createdAt: '2026-11-26T02:36:12.000Z',
    durationMs: 221_000,
    totalRows: 61_000_000,
    rows: [{ dataset: 'rma', rows: 10_000_000 }],
    documents: { generated: 1_249_553, imported: 0, stored: 129_405 },
    disabledSources: [],
  },
  building: null,
  service: { startedAt: '2026-11-26T08:00:00.000Z', uptimeSeconds: 3600, windowMinutes: 60, activeUsersToday: 3 },
  window: {
    calls: 2,
    clientErrors: 1,
    serverErrors: 0,
    serverErrorRate: 0,
    routes: [
      {
        method: 'GET',
        route: '/lake-info',
        calls: 2,
        clientErrors: 1,
        serverErrors: 0,
        meanMs: 3.5,
        p50Ms: 5,
        p95Ms: 5,
        p99Ms: 5,
      },
    ],
  },
  sinceStart: { calls: 2, clientErrors: 1, serverErrors: 0, serverErrorRate: 0, routes: [] },
  builds: [],
  imports: [],
};

const HealthSchema = Type.Object(
  {
    lake: Nullable(
      Type.Object(
        {
          buildId: Type.String(),
          scale: Type.String(),
          from: Type.String({ description: 'First day of the daily data' }),
          to: Type.String({ description: 'Last day of the daily data' }),
          hourlyFrom: Type.String(),
          createdAt: Type.String({ description: 'When the build finished, ISO 8601' }),
          durationMs: Type.Integer({ description: 'How long the build took' }),
          totalRows: Type.Integer(),
          rows: Type.Array(Type.Object({ dataset: Type.String(), rows: Type.Integer() }), {
            description: 'Rows per dataset (indices rma, ESG, prices, documents, ...), largest first',
          }),
          documents: Type.Object({
            generated: Type.Integer(),
            imported: Type.Integer(),
            stored: Type.Integer({ description: 'Documents kept in full (the retention window)' }),
          }),
          disabledSources: Type.Array(Type.String(), { description: 'Sources this build left out' }),
        },
        { description: 'The published lake; null when nothing is published' },
      ),
    ),
    building: Nullable(
      Type.Object(
        {
          scale: Type.String(),
          phase: Type.String(),
          percent: Type.Integer({ minimum: 0, maximum: 100 }),
          startedAt: Type.String(),
        },
        { description: 'The build running now; null when none runs' },
      ),
    ),
    service: Type.Object({
      startedAt: Type.String({ description: 'When this API process started, ISO 8601' }),
      uptimeSeconds: Type.Integer(),
      windowMinutes: Type.Integer({ description: 'Length of the rolling window of `window`' }),
      activeUsersToday: Type.Integer({ description: 'Accounts that made a keyed call since midnight UTC' }),
    }),
    window: TotalsSchema,
    sinceStart: TotalsSchema,
    builds: Type.Array(
      Type.Object({
        buildId: Nullable(Type.String()),
        scale: Type.String(),
        outcome: Type.Union([Type.Literal('published'), Type.Literal('failed')]),
        startedAt: Type.String(),
        finishedAt: Type.String(),
        durationMs: Type.Integer(),
        generatedDocuments: Type.Integer(),
        importedDocuments: Type.Integer(),
        disabledSources: Type.Array(Type.String()),
        error: Type.Optional(Type.String()),
      }),
      { description: `The last ${LISTED} builds, newest first (the build log, and kept builds it does not name)` },
    ),
    imports: Type.Array(
      Type.Object({
        file: Type.String(),
        importedAt: Type.String(),
        documents: Type.Integer(),
        bytes: Type.Integer(),
      }),
      { description: `The last ${LISTED} imports, newest first` },
    ),
  },
  { examples: [HEALTH_EXAMPLE] },
);

async function currentOrNull(lakes: LakeView): Promise<LoadedLake | null> {
  try {
    return await lakes.current();
  } catch (error) {
    // 'Data not built yet': the health page says so rather than failing.
    if (error instanceof HttpError && error.statusCode === 503) return null;
    throw error;
  }
}

export function adminHealthRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/admin/health',
      {
        config: { access: { area: 'admin' } },
        schema: {
          tags: ['admin'],
          security: KEYED_SECURITY,
          summary: "Service health: the lake, the running build, this API process's metrics, last builds and imports",
          description:
            'The metrics are those of the API process that answers (kept in its memory since it started); behind a ' +
            'load balancer each replica answers its own.',
          querystring: AuthQuery,
          response: { 200: dataOf(HealthSchema, 'Service health'), ...errorResponses(400, 401, 403) },
        },
      },
      async (_request, reply) => {
        const [lake, building, builds, imports] = await Promise.all([
          currentOrNull(lakes),
          readBuildStatus({ dataDir: lakes.dataDir }),
          listBuildHistory({ dataDir: lakes.dataDir, limit: LISTED }),
          listImports({ dataDir: lakes.dataDir, limit: LISTED }),
        ]);
        const metrics = app.requestMetrics.snapshot();
        reply.header('cache-control', 'no-store');
        return {
          data: {
            lake: lake ? lakeSummary(lake) : null,
            building,
            service: {
              startedAt: metrics.startedAt,
              uptimeSeconds: metrics.uptimeSeconds,
              windowMinutes: metrics.windowMinutes,
              activeUsersToday: metrics.activeUsersToday,
            },
            window: metrics.window,
            sinceStart: metrics.sinceStart,
            builds,
            imports,
          },
        };
      },
    );
  };
}

/** The manifest's row counts (keyed dataset/class/frequency/year) summed per dataset. */
function lakeSummary(lake: LoadedLake) {
  const { manifest } = lake;
  const byDataset = new Map<string, number>();
  for (const [key, rows] of Object.entries(manifest.rows)) {
    const dataset = key.split('/')[0] ?? key;
    byDataset.set(dataset, (byDataset.get(dataset) ?? 0) + rows);
  }
  const rows = [...byDataset].map(([dataset, count]) => ({ dataset, rows: count })).sort((a, b) => b.rows - a.rows);
  return {
    buildId: manifest.buildId,
    scale: manifest.scale,
    from: manifest.from,
    to: manifest.to,
    hourlyFrom: manifest.hourlyFrom,
    createdAt: manifest.createdAt,
    durationMs: manifest.durationMs,
    totalRows: rows.reduce((sum, row) => sum + row.rows, 0),
    rows,
    documents: {
      generated: manifest.documents.generated,
      imported: manifest.documents.imported,
      stored: manifest.documents.stored?.total ?? 0,
    },
    disabledSources: manifest.sources?.disabled ?? [],
  };
}
