/**
 * Builds the API: plugins in order (logger, security headers, response compression, cookies, form bodies, rate
 * limits, OpenAPI, error handlers), then the routes. Tests call buildApp and use `app.inject`; src/server.ts listens.
 */
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { lakePaths } from '@moodwire/warehouse';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { AlertService } from './alerts/alert-service';
import type { AppContext } from './app-context';
import { ApikeyCache } from './auth/apikey-cache';
import { installRouteGuards } from './auth/guards';
import { createRedisInvalidationBus } from './auth/redis-invalidation-bus';
import { type Config, toFastifyTrustProxy } from './config';
import { seedDemoAccounts } from './demo/seed-demo-accounts';
import { LakeView } from './lake/open-lake';
import { buildLoggerOptions } from './logger';
import { registerCompression } from './plugins/compression';
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH, registerErrorHandlers } from './plugins/error-handler';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRequestMetrics } from './plugins/request-metrics';
import { accountRoutes } from './routes/account';
import { accountSftpRoutes } from './routes/account-sftp';
import { adminAgentRoutes } from './routes/admin-agents';
import { adminHealthRoutes } from './routes/admin-health';
import { adminSourceRoutes } from './routes/admin-sources';
import { adminUserRoutes } from './routes/admin-users';
import { alertRoutes } from './routes/alerts';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { dataV4Routes } from './routes/data-v4';
import { engineRoutes } from './routes/engine';
import { feedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { lsegUserRoutes } from './routes/lseg-users';
import { mcpRoutes } from './routes/mcp';
import { productAreaRoutes } from './routes/product-areas';
import { warmScoresAnalysis } from './routes/product-areas/scores-analysis-routes';
import { userPrefsRoutes } from './routes/user-prefs';
import { userWatchlistRoutes } from './routes/user-watchlists';
import { webLakeRoutes } from './routes/web';
import { SharedErrorSchema } from './schemas/common-schemas';
import { migrateToLatest } from './store/migrate-to-latest';
import { openAccountsDatabase } from './store/open-accounts-database';
import { ApiUsageRecorder } from './usage/api-usage-recorder';
import { installApiUsageRecording } from './usage/install-api-usage-recording';

export const API_VERSION = '0.1.0';

export interface BuildAppOptions {
  /** Where log lines go; stdout by default (tests capture them to check for secrets). */
  logStream?: DestinationStream;
  /** The clock for expiry and provisioning; the system clock by default. */
  now?: () => Date;
  /** Data root of the lake the web API reads (default env DATA_DIR or <repo>/data). */
  dataDir?: string;
  /**
   * Load the published lake's hot columns before the server listens (the server does; tests read on demand), so
   * that no first caller waits for a dataset's load.
   */
  preloadLake?: boolean;
}

async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // Without a listener ioredis reports every reconnect attempt as an unhandled error.
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL is set but Redis cannot be reached (${reason})`);
  }
  return redis;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  // The logger exists once the app does; an idle connection that dies before that is written to stderr.
  const idleClientError: { log: (error: Error) => void } = {
    log: (error) => process.stderr.write(`an idle PostgreSQL connection ended: ${error.message}\n`),
  };
  const { db, dialect, location } = openAccountsDatabase(config, (error) => idleClientError.log(error));
  let redis: Redis | null = null;
  try {
    await migrateToLatest(db);
    if (config.demoMode) await seedDemoAccounts(db, { password: config.demoPassword, now: now() });
    if (config.redisUrl) redis = await connectRedis(config.redisUrl);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: buildLoggerOptions({ level: config.logLevel, stream: options.logStream }),
    bodyLimit: config.bodyLimit,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Spec §7's longest file names need more than Fastify's 100 characters; longer still is refused in our format.
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    // The lake preload runs in an onReady hook, which Fastify times out with its plugins (10 s by default): on a busy
    // machine reading the demo lake takes longer, and the API then failed to start at all.
    pluginTimeout: options.preloadLake ? 10 * 60_000 : undefined,
    // Unknown fields are refused, not silently dropped: an admin's typo must not look like a change that applied.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  idleClientError.log = (error) =>
    app.log.warn({ err: error }, 'an idle PostgreSQL connection ended; the next query opens a new one');

  // Revoked keys and sessions are refused at once by every API process sharing this Redis (issue 12 §6).
  const bus = redis
    ? await createRedisInvalidationBus({ redis, channel: `${config.redisKeyPrefix}key-invalidations` })
    : null;
  const apikeys = new ApikeyCache({
    db,
    now,
    lifetimes: { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs },
    ttlMs: config.apikeyCacheTtlMs,
    bus,
  });
  const ctx: AppContext = { config, db, dialect, now, apikeys };
  const apiUsage = new ApiUsageRecorder({ db, now, log: app.log });
  app.decorate('ctx', ctx);
  app.decorate('registeredRoutes', [] as Array<{ method: string; url: string }>);
  app.decorateRequest('account', null);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url });
    }
  });
  app.addHook('onClose', async () => {
    await apikeys.close();
    // The last counts of API usage are written before the store closes.
    await apiUsage.close();
    await db.destroy();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
  });

  await app.register(helmet, {
    // A JSON API: nothing may be framed, scripted or loaded from its responses.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  // Before any route: the plugin adds its onSend hook to each route as the route is declared.
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  await registerRateLimits(app, { config, redis });
  // The API's own metrics (calls, errors and latency by route pattern) for the admin's service health: on the root
  // instance so that every answer is counted, rate-limited and refused ones included.
  registerRequestMetrics(app, { now: () => now().getTime() });
  installRouteGuards(app, ctx);
  // Data-key calls per account, day and route (Account Info's API usage); before the routes, so it sees them all.
  installApiUsageRecording(app, apiUsage);
  // The error body, once: every route's errors reference it (schemas/common-schemas.ts errorResponses).
  app.addSchema(SharedErrorSchema);
  await app.register(swagger, {
    // Shared schemas keep their $id as their name among the document's components (default: def-<n>).
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Moodwire API',
        version: API_VERSION,
        description:
          'Accounts, sessions, preferences and watchlists of the Moodwire portal. Success bodies are `{ data }`; ' +
          'errors are `{ error, message, detail? }`. Pass the API key as the `apikey` query parameter (or cookie).',
      },
      components: {
        securitySchemes: {
          apikeyQuery: { type: 'apiKey', in: 'query', name: 'apikey' },
          apikeyCookie: { type: 'apiKey', in: 'cookie', name: 'apikey' },
          // MCP clients (routes/mcp) send the API key as a bearer token.
          apikeyBearer: { type: 'http', scheme: 'bearer', description: 'API key as a bearer token (/mcp only)' },
        },
      },
      tags: [
        { name: 'system', description: 'Health and the API description' },
        { name: 'auth', description: 'Sign-in, session validation, sign-out' },
        { name: 'account', description: 'The signed-in account and machine-ID linking' },
        { name: 'user', description: 'Preferences and watchlists of the signed-in user' },
        { name: 'contact', description: 'Feedback and newsletter' },
        { name: 'others', description: 'LSEG user management' },
        { name: 'admin', description: 'User management for admins' },
        { name: 'web', description: 'Web-app data over the published lake' },
        { name: 'data', description: 'Data API v4 of both products (rma, esg): bulk files, series, assets, info' },
        { name: 'masf', description: 'MASF v4 sources and data previews' },
        { name: 'articles', description: 'Documents (articles) behind the indices' },
        { name: 'pulse', description: 'Pulse event feed' },
        { name: 'mta', description: 'Transcript analytics' },
        { name: 'v5', description: 'Market and ESG analytics v5' },
        { name: 'mms', description: 'Media-sentiment scores (MMS v3)' },
        { name: 'radar', description: 'Radar asset list and asset matching' },
        { name: 'engine', description: 'The NLP engine run on posted texts (Engine tool)' },
        { name: 'content', description: 'Announcements, news, blog, documentation pages and papers' },
        { name: 'mcp', description: 'Model Context Protocol server for AI assistants' },
      ],
    },
  });
  registerErrorHandlers(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(userPrefsRoutes);
  await app.register(userWatchlistRoutes);
  await app.register(feedbackRoutes);
  await app.register(lsegUserRoutes);
  await app.register(adminUserRoutes);
  const lakes = new LakeView(lakePaths(options.dataDir).dataDir, {
    preload: options.preloadLake,
    answerCacheMaxBytes: config.answerCacheMaxBytes,
  });
  // The SFTP server (sftp/sftp-server.ts) reads the same lake and bulk-file cache as the routes.
  app.decorate('lakes', lakes);
  await app.register(accountSftpRoutes);
  if (options.preloadLake) {
    // onReady runs before listen() opens the port: /healthz answers once the lake is in memory.
    app.addHook('onReady', async () => {
      const started = Date.now();
      try {
        const rows = await lakes.preload();
        app.log.info({ rows, ms: Date.now() - started }, 'lake preloaded');
      } catch (error) {
        // A lake that cannot be read now is read on demand later (and its error answered there).
        app.log.warn({ err: error }, 'lake preload failed');
      }
      const warmStarted = Date.now();
      await warmScoresAnalysis(lakes).then(
        (warmed) => warmed && app.log.info({ ms: Date.now() - warmStarted }, 'scores analysis warmed'),
        (error) => app.log.warn({ err: error }, 'scores analysis warm-up failed'),
      );
    });
  }
  await app.register(webLakeRoutes(lakes));
  await app.register(dataV4Routes(lakes));
  await app.register(productAreaRoutes(lakes));
  // The Engine tool's call reads the lake's universe only (issue 15): its own plugin, with its own rate limit.
  await app.register(engineRoutes(lakes));
  await app.register(articleRoutes(lakes));
  await app.register(contentRoutes(lakes));
  await app.register(mcpRoutes(lakes));
  // The admin AI agent consoles call the MCP tools in-process (issue 16).
  await app.register(adminAgentRoutes);
  // Radar alerts (issue 15): the calls, and the service that evaluates every rule after each publish (and on a
  // schedule) and sends the webhooks; it stops before the store closes (preClose runs before onClose).
  const alerts = new AlertService({ db, lakes, config: config.alerts, now, log: app.log });
  app.decorate('alerts', alerts);
  if (config.alerts.enabled) {
    app.addHook('onReady', async () => alerts.start());
    app.addHook('preClose', async () => alerts.stop());
  }
  await app.register(alertRoutes(lakes));
  // The admin's service health and sources tool (issue 16): the lake, the API's own metrics, the build log.
  await app.register(adminHealthRoutes(lakes));
  await app.register(adminSourceRoutes(lakes));

  app.log.debug({ dialect, location, redis: Boolean(redis) }, 'accounts store ready');
  return app;
}
