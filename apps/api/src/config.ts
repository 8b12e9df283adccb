/**
 * API configuration, read from the environment once at start and validated: every bad value is reported
 * with its own message, so an operator fixes all of them in one go.
 */
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SFTP_DEFAULT_PORT } from '@moodwire/domain';

/** The repository root (apps/api/src -> ../../..), so the default database lands in <repo>/data. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** SQLite file of the embedded accounts store (ignored when databaseUrl is set). */
  sqlitePath: string;
  /** PostgreSQL connection string; when set the accounts store uses PostgreSQL. */
  databaseUrl: string | null;
  redisUrl: string | null;
  redisKeyPrefix: string;
  demoMode: boolean;
  demoPassword: string;
  provisioningDelayMs: number;
  logLevel: LogLevel;
  rateLimitMax: number;
  authRateLimitMax: number;
  bodyLimit: number;
  cookieSecure: boolean;
  /**
   * The proxies in front of the API whose X-Forwarded-For entries are believed: a number of hops (0: none, the
   * caller's own address counts) or the proxies' addresses and subnets. Fastify's trustProxy takes either.
   */
  trustProxy: number | string[];
  /** Bytes of answers one account may receive per hour (plugins/byte-quota.ts). */
  rateLimitBytesPerHour: number;
  /** Browser origins /mcp accepts an Origin header from (the site's own); requests without Origin always pass. */
  siteOrigins: string[];
  /** Most bytes the in-memory cache of whole lake answers holds (routes/web/build-cache.ts AnswerCache). */
  answerCacheMaxBytes: number;
  /** A web session ends this long after its last use (auth/apikey-cache.ts). */
  sessionIdleMs: number;
  /** A web session ends this long after sign-in, however busy. */
  sessionMaxAgeMs: number;
  /** How long a process trusts a key it resolved; without Redis, the longest a revoked key may still answer elsewhere. */
  apikeyCacheTtlMs: number;
  /** Radar alerts (issue 15): evaluation after each publish and on a schedule, and webhook delivery. */
  alerts: AlertsConfig;
  /** The admin AI agent consoles (issue 16): an OpenAI-compatible chat-completions model, when one is set. */
  agents: AgentsConfig;
  /** SFTP delivery of the bulk files (issue 17). */
  sftp: SftpConfig;
}

export interface SftpConfig {
  /** TCP port of the SFTP server; null: not started (SFTP_PORT=off). 0 picks a free port (tests). */
  port: number | null;
  /** Interface it binds to (default HOST). */
  host: string;
  /** Host name customers connect to, shown on Account Info; null: the site's own host name. */
  publicHost: string | null;
  /** Whether an account's password logs in too (besides its public keys). */
  passwordLogin: boolean;
  /** Private host key file; null: <data dir>/sftp/ssh_host_ed25519_key, made at first start. */
  hostKeyPath: string | null;
  /** Connections open at once, in all and from one address. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export interface AgentsConfig {
  /** Base URL of an OpenAI-compatible API (…/v1); null: no model, the consoles offer the tools by hand only. */
  modelUrl: string | null;
  /** The model name sent with each request. */
  model: string | null;
  /** Bearer key of the model server; never logged nor answered. */
  modelKey: string | null;
  /** Most model turns that call tools in one answer. */
  maxToolRounds: number;
  /** Time limit of one whole answer (every model turn and tool call). */
  timeoutMs: number;
}

export interface AlertsConfig {
  /** Whether this process evaluates rules and delivers webhooks (every replica may: firings are stored once). */
  enabled: boolean;
  /** Every rule is evaluated this often even without a publish. */
  evaluateIntervalMs: number;
  /** How often the lake's `current` link is read to notice a publish. */
  watchIntervalMs: number;
  /** Webhooks may reach private, loopback and link-local addresses (tests, a private deployment). */
  webhookAllowPrivate: boolean;
  /** Time limit of one webhook attempt. */
  webhookTimeoutMs: number;
  /** Delay before each attempt (the first is usually 0); the number of entries is the number of attempts. */
  webhookRetryDelaysMs: number[];
  /** How often due deliveries (retries, deliveries left by a restart) are looked for. */
  deliveryPollMs: number;
}

/**
 * 256 MiB: some hundred screener answers of the largest groups (about 1.8 MB each at the full scale), or the
 * per-asset CSVs of a top-500 group over three years on the dense demo lake (~370 kB each; with 128 MiB they
 * did not fit, and a loop over them answered 621 req/s with p99 383 ms instead of 1,577 req/s with p99 76 ms).
 */
export const DEFAULT_ANSWER_CACHE_MAX_BYTES = 268_435_456;

/** 10 GiB an hour (about 24 Mbit/s sustained): the bulk files of every class many times over, not a lake dump. */
export const DEFAULT_RATE_LIMIT_BYTES_PER_HOUR = 10_737_418_240;

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every variable the API reads, for the README and `--help`-style output. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '4000', description: 'TCP port the API listens on.' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface the API binds to (0.0.0.0 for all).' },
  {
    name: 'SQLITE_PATH',
    default: '<repo>/data/accounts.db',
    description: 'SQLite file of the embedded accounts store; its folder is created when missing.',
  },
  {
    name: 'DATABASE_URL',
    default: '(empty)',
    description: 'PostgreSQL connection string; when set and non-empty the accounts store uses PostgreSQL.',
  },
  {
    name: 'REDIS_URL',
    default: '(empty)',
    description:
      'Redis URL; when set, API processes share rate-limit counters and revoke signed-out, disabled or rotated keys at once.',
  },
  { name: 'REDIS_KEY_PREFIX', default: 'moodwire:', description: 'Prefix of every Redis key the API writes.' },
  {
    name: 'DEMO_MODE',
    default: '0',
    description: "'1' seeds the demo users and the demo machine ID at start (never implied by DATABASE_URL).",
  },
  { name: 'DEMO_PASSWORD', default: 'moodwire-demo', description: 'Password of every demo user.' },
  {
    name: 'PROVISIONING_DELAY_MS',
    default: '20000',
    description: "Time after a machine-ID link before the new account turns from 'pending' to 'active'.",
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    description:
      'Requests per minute per account (or per IP address for calls without a valid key; a made-up key counts as ' +
      'its address, and toward the invalid-key limit of AUTH_RATE_LIMIT_MAX).',
  },
  {
    name: 'RATE_LIMIT_BYTES_PER_HOUR',
    default: String(DEFAULT_RATE_LIMIT_BYTES_PER_HOUR),
    description:
      'Bytes of answers (before compression) one account may receive per hour; beyond it calls get 429 until ' +
      'the hour is over.',
  },
  {
    name: 'AUTH_RATE_LIMIT_MAX',
    default: '30',
    description: 'Sign-in and machine-ID link attempts, and calls with an invalid API key, per minute per IP address.',
  },
  { name: 'BODY_LIMIT', default: '1048576', description: 'Largest accepted request body in bytes.' },
  {
    name: 'COOKIE_SECURE',
    default: 'true',
    description: "Mark the apikey cookie Secure ('false' only for plain-HTTP hosts other than localhost).",
  },
  {
    name: 'TRUST_PROXY',
    default: '0',
    description:
      'Proxies in front of the API whose X-Forwarded-For is believed: a number of hops (the caller is the address ' +
      'the last of them appended; the API must then be reachable through them only), or their IP addresses/' +
      "subnets, comma-separated. 0 believes no header. `npm start` sets 1 (the web server's /x forwarding).",
  },
  {
    name: 'SITE_ORIGIN',
    default: '(empty)',
    description:
      "The web site's origin(s), comma-separated (e.g. https://moodwire.example): the only browser origins /mcp " +
      'accepts (DNS-rebinding guard); calls without an Origin header always pass.',
  },
  {
    name: 'ANSWER_CACHE_MAX_BYTES',
    default: String(DEFAULT_ANSWER_CACHE_MAX_BYTES),
    description:
      'Bytes of whole lake answers (screener, heatmaps, ranks) kept in memory per API process; the least recently ' +
      'used go first beyond it. 0 keeps none.',
  },
  {
    name: 'SESSION_IDLE_TIMEOUT_MS',
    default: '43200000',
    description: 'A web sign-in (the session key in the apikey cookie) ends after this long unused (12 h).',
  },
  {
    name: 'SESSION_MAX_AGE_MS',
    default: '604800000',
    description: 'A web sign-in ends this long after it began, however busy (7 days); the cookie expires with it.',
  },
  {
    name: 'APIKEY_CACHE_TTL_MS',
    default: '5000',
    description:
      'How long an API process trusts a key it looked up. Sign-out, password changes, disabling and key rotation ' +
      'reach every process at once through Redis when REDIS_URL is set; without Redis, other processes may answer ' +
      'a revoked key for up to this long. 0 looks every key up on every call.',
  },
  {
    name: 'ALERTS_ENABLED',
    default: '1',
    description:
      "'0' stops this process from evaluating Radar alert rules and sending webhooks (the routes still answer). " +
      'Several processes may evaluate: each firing is stored once.',
  },
  {
    name: 'ALERTS_EVALUATE_INTERVAL_MS',
    default: '900000',
    description: 'Radar alert rules are evaluated after each publish of the lake and also this often (15 min).',
  },
  {
    name: 'ALERTS_WATCH_INTERVAL_MS',
    default: '1000',
    description: "How often the lake's `current` link is read to notice a new build and evaluate the alert rules.",
  },
  {
    name: 'ALERTS_WEBHOOK_ALLOW_PRIVATE',
    default: '0',
    description:
      "'1' lets alert webhooks call private, loopback, link-local and other internal addresses (refused by default " +
      'so that a user cannot make the server call into its own network).',
  },
  {
    name: 'ALERTS_WEBHOOK_TIMEOUT_MS',
    default: '5000',
    description: 'Time limit of one webhook attempt (connection, request and the first kilobyte of the answer).',
  },
  {
    name: 'ALERTS_WEBHOOK_RETRY_DELAYS_MS',
    default: '0,2000,8000,30000,120000',
    description:
      'Delay before each webhook attempt, comma-separated (5 attempts with exponential backoff by default); after ' +
      'the last failed attempt the delivery is marked failed.',
  },
  {
    name: 'ALERTS_DELIVERY_POLL_MS',
    default: '1000',
    description: 'How often due webhook deliveries (retries, and deliveries a restart left pending) are looked for.',
  },
  {
    name: 'AGENT_MODEL_URL',
    default: '(empty)',
    description:
      'Base URL of an OpenAI-compatible chat-completions API for the admin AI agent consoles, e.g. ' +
      'http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:8080/v1 (llama.cpp), http://127.0.0.1:8000/v1 (vLLM) ' +
      'or https://api.openai.com/v1. Empty: the consoles offer the MCP tools by hand only.',
  },
  {
    name: 'AGENT_MODEL',
    default: '(empty)',
    description: 'Model name sent to AGENT_MODEL_URL (needed with it), e.g. llama3.1:8b or gpt-4o-mini.',
  },
  {
    name: 'AGENT_MODEL_KEY',
    default: '(empty)',
    description: 'Bearer key of the model server, if it needs one; never logged nor sent to the browser.',
  },
  {
    name: 'AGENT_MAX_TOOL_ROUNDS',
    default: '8',
    description: 'Most model turns that call tools in one agent answer; the answer stops with a message beyond it.',
  },
  {
    name: 'AGENT_TIMEOUT_MS',
    default: '120000',
    description: 'Time limit of one agent answer (every model turn and tool call), in ms.',
  },
  {
    name: 'SFTP_PORT',
    default: '2222',
    description: "TCP port of the SFTP server of the bulk files (LSEG accounts and admins); 'off' starts none.",
  },
  { name: 'SFTP_HOST', default: '(HOST)', description: 'Interface the SFTP server binds to (0.0.0.0 for all).' },
  {
    name: 'SFTP_PUBLIC_HOST',
    default: '(empty)',
    description: "Host name customers connect to, shown on Account Info; empty: the web site's own host name.",
  },
  {
    name: 'SFTP_PASSWORD_LOGIN',
    default: '0',
    description: "'1' lets an account log in over SFTP with its password as well as with its public keys.",
  },
  {
    name: 'SFTP_HOST_KEY',
    default: '<DATA_DIR>/sftp/ssh_host_ed25519_key',
    description:
      'Private host key of the SFTP server (OpenSSH format); made at first start when the default is missing.',
  },
  {
    name: 'SFTP_MAX_CONNECTIONS',
    default: '200',
    description: 'SFTP connections open at once; one address may hold at most a tenth of them (at least 4).',
  },
];

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

/** The configuration of a program's start (the API, the SFTP server): every bad value printed, then exit 1. */
export function loadConfigOrExit(program: string): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${program}: ${error.message}`);
    process.exit(1);
  }
}

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) {
      problems.push(`${name} must be a whole number between ${min} and ${max}, got '${raw}'`);
      return fallback;
    }
    const value = Number(raw);
    if (value < min || value > max) {
      problems.push(`${name} must be between ${min} and ${max}, got ${value}`);
      return fallback;
    }
    return value;
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (or 1/0), got '${env[name]}'`);
    return fallback;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got '${parsed.protocol}//...'`,
        );
      }
    } catch {
      // The value may hold a password: never echo it.
      problems.push(`${name} is not a valid URL`);
    }
    return raw;
  };

  const port = integer('PORT', 4000, 1, 65_535);
  const host = read('HOST') ?? '127.0.0.1';
  const sqlitePathRaw = read('SQLITE_PATH');
  const sqlitePath =
    sqlitePathRaw === undefined
      ? resolve(REPO_ROOT, 'data/accounts.db')
      : sqlitePathRaw === ':memory:'
        ? ':memory:'
        : resolve(sqlitePathRaw);
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = url('REDIS_URL', ['redis:', 'rediss:']);
  const redisKeyPrefix = read('REDIS_KEY_PREFIX') ?? 'moodwire:';

  const demoRaw = read('DEMO_MODE');
  if (demoRaw !== undefined && demoRaw !== '0' && demoRaw !== '1') {
    problems.push(`DEMO_MODE must be '1' (seed demo users) or '0', got '${demoRaw}'`);
  }
  const demoMode = demoRaw === '1';
  const demoPassword = env.DEMO_PASSWORD ?? 'moodwire-demo';
  if (demoPassword.length < 8) problems.push('DEMO_PASSWORD must be at least 8 characters long');

  const provisioningDelayMs = integer('PROVISIONING_DELAY_MS', 20_000, 0, 86_400_000);
  const logLevelRaw = read('LOG_LEVEL')?.toLowerCase() ?? 'info';
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelRaw)) logLevel = logLevelRaw as LogLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevelRaw}'`);

  const rateLimitMax = integer('RATE_LIMIT_MAX', 600, 1, 10_000_000);
  const authRateLimitMax = integer('AUTH_RATE_LIMIT_MAX', 30, 1, 10_000_000);
  const bodyLimit = integer('BODY_LIMIT', 1_048_576, 1_024, 1_073_741_824);
  const cookieSecure = boolean('COOKIE_SECURE', true);

  const answerCacheMaxBytes = integer('ANSWER_CACHE_MAX_BYTES', DEFAULT_ANSWER_CACHE_MAX_BYTES, 0, 68_719_476_736);

  const sessionIdleMs = integer('SESSION_IDLE_TIMEOUT_MS', 43_200_000, 60_000, 31_536_000_000);
  const sessionMaxAgeMs = integer('SESSION_MAX_AGE_MS', 604_800_000, 60_000, 31_536_000_000);
  const apikeyCacheTtlMs = integer('APIKEY_CACHE_TTL_MS', 5_000, 0, 3_600_000);

  const rateLimitBytesPerHour = integer(
    'RATE_LIMIT_BYTES_PER_HOUR',
    DEFAULT_RATE_LIMIT_BYTES_PER_HOUR,
    1_024,
    Number.MAX_SAFE_INTEGER,
  );

  const alerts: AlertsConfig = {
    enabled: boolean('ALERTS_ENABLED', true),
    evaluateIntervalMs: integer('ALERTS_EVALUATE_INTERVAL_MS', 900_000, 1_000, 86_400_000),
    watchIntervalMs: integer('ALERTS_WATCH_INTERVAL_MS', 1_000, 50, 3_600_000),
    webhookAllowPrivate: boolean('ALERTS_WEBHOOK_ALLOW_PRIVATE', false),
    webhookTimeoutMs: integer('ALERTS_WEBHOOK_TIMEOUT_MS', 5_000, 100, 60_000),
    webhookRetryDelaysMs: parseRetryDelays(read('ALERTS_WEBHOOK_RETRY_DELAYS_MS'), problems),
    deliveryPollMs: integer('ALERTS_DELIVERY_POLL_MS', 1_000, 20, 3_600_000),
  };

  const agentModelUrl = url('AGENT_MODEL_URL', ['http:', 'https:']);
  const agentModel = read('AGENT_MODEL') ?? null;
  if (agentModelUrl !== null && agentModel === null) {
    problems.push('AGENT_MODEL must name the model when AGENT_MODEL_URL is set (e.g. llama3.1:8b)');
  }
  const agents: AgentsConfig = {
    modelUrl: agentModelUrl,
    model: agentModel,
    modelKey: read('AGENT_MODEL_KEY') ?? null,
    maxToolRounds: integer('AGENT_MAX_TOOL_ROUNDS', 8, 1, 50),
    timeoutMs: integer('AGENT_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
  };

  const sftpPortRaw = read('SFTP_PORT')?.toLowerCase();
  const sftpMaxConnections = integer('SFTP_MAX_CONNECTIONS', 200, 1, 100_000);
  const sftp: SftpConfig = {
    port: sftpPortRaw === 'off' ? null : integer('SFTP_PORT', SFTP_DEFAULT_PORT, 0, 65_535),
    host: read('SFTP_HOST') ?? host,
    publicHost: read('SFTP_PUBLIC_HOST') ?? null,
    passwordLogin: boolean('SFTP_PASSWORD_LOGIN', false),
    hostKeyPath: read('SFTP_HOST_KEY') === undefined ? null : resolve(read('SFTP_HOST_KEY') as string),
    maxConnections: sftpMaxConnections,
    maxConnectionsPerAddress: Math.max(4, Math.floor(sftpMaxConnections / 10)),
  };

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), problems);
  const siteOrigins = parseOrigins('SITE_ORIGIN', read('SITE_ORIGIN'), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host,
    sqlitePath,
    databaseUrl,
    redisUrl,
    redisKeyPrefix,
    demoMode,
    demoPassword,
    provisioningDelayMs,
    logLevel,
    rateLimitMax,
    authRateLimitMax,
    bodyLimit,
    cookieSecure,
    trustProxy,
    answerCacheMaxBytes,
    sessionIdleMs,
    sessionMaxAgeMs,
    apikeyCacheTtlMs,
    rateLimitBytesPerHour,
    siteOrigins,
    alerts,
    agents,
    sftp,
  };
}

/** ALERTS_WEBHOOK_RETRY_DELAYS_MS: 1 to 10 delays in ms, each at most a day. */
function parseRetryDelays(raw: string | undefined, problems: string[]): number[] {
  const fallback = [0, 2_000, 8_000, 30_000, 120_000];
  if (raw === undefined) return fallback;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > 10 || parts.some((part) => !/^\d{1,8}$/.test(part) || Number(part) > 86_400_000)) {
    problems.push(
      `ALERTS_WEBHOOK_RETRY_DELAYS_MS must be 1 to 10 comma-separated delays in ms (each at most 86400000), got '${raw}'`,
    );
    return fallback;
  }
  return parts.map(Number);
}

/**
 * Fastify's trustProxy for the setting. A hop count becomes a function because Fastify 5 refuses bare counts
 * (it cannot tell a proxy from a direct caller): with a count, the API must be reachable through those proxies
 * only, which the setting's documentation says.
 */
export function toFastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trustProxy)) return trustProxy;
  if (trustProxy === 0) return false;
  return (_address, hop) => hop < trustProxy;
}

/** The most proxy hops TRUST_PROXY may name: more is a typo, not a deployment. */
const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: a hop count, or addresses/subnets. 'true' (every caller) and the named ranges such as 'loopback'
 * are refused: with them any local client could claim any address and escape the sign-in limit.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): number | string[] {
  if (raw === undefined) return 0;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= MAX_PROXY_HOPS) return hops;
    problems.push(`TRUST_PROXY must be a number of proxy hops between 0 and ${MAX_PROXY_HOPS}, got ${hops}`);
    return 0;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrSubnet(entry));
  if (invalid.length > 0) {
    problems.push(
      `TRUST_PROXY must be a number of proxy hops or the proxies' IP addresses/subnets (comma-separated), got '${invalid.join(', ')}'`,
    );
    return 0;
  }
  return entries;
}

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Comma-separated origins (scheme, host, port), each normalised the way browsers send the Origin header. */
function parseOrigins(name: string, raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const entry of raw.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search) {
        origin = url.origin;
      }
    } catch {
      origin = null;
    }
    if (origin) origins.push(origin);
    else problems.push(`${name} must be origins such as https://moodwire.example (no path), got '${entry}'`);
  }
  return origins;
}
