/**
 * API configuration, read from the environment once at start and validated: every bad value is reported
 * with its own message, so an operator fixes all of them in one go.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Fastify trustProxy: which proxies may set X-Forwarded-For (the web server forwards /x/* to us). */
  trustProxy: string | boolean;
  /** Most bytes the in-memory cache of whole lake answers holds (routes/web/build-cache.ts AnswerCache). */
  answerCacheMaxBytes: number;
}

/** 128 MiB: some hundred screener answers of the largest groups (about 1.8 MB each at the full scale). */
export const DEFAULT_ANSWER_CACHE_MAX_BYTES = 134_217_728;

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
    description: 'Redis URL; when set, rate-limit counters are shared between API processes through Redis.',
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
    description: 'Requests per minute per API key (or per IP address without a key).',
  },
  {
    name: 'AUTH_RATE_LIMIT_MAX',
    default: '30',
    description: 'Sign-in and machine-ID link attempts per minute per IP address.',
  },
  { name: 'BODY_LIMIT', default: '1048576', description: 'Largest accepted request body in bytes.' },
  {
    name: 'COOKIE_SECURE',
    default: 'true',
    description: "Mark the apikey cookie Secure ('false' only for plain-HTTP hosts other than localhost).",
  },
  {
    name: 'TRUST_PROXY',
    default: 'loopback',
    description: "Proxies trusted for X-Forwarded-For: 'true', 'false', or addresses/subnets (comma-separated).",
  },
  {
    name: 'ANSWER_CACHE_MAX_BYTES',
    default: String(DEFAULT_ANSWER_CACHE_MAX_BYTES),
    description:
      'Bytes of whole lake answers (screener, heatmaps, ranks) kept in memory per API process; the least recently ' +
      'used go first beyond it. 0 keeps none.',
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

  const trustRaw = read('TRUST_PROXY') ?? 'loopback';
  const trustProxy = trustRaw.toLowerCase() === 'true' ? true : trustRaw.toLowerCase() === 'false' ? false : trustRaw;

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
  };
}
