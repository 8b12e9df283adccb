/**
 * Rate limits: per account (or per IP address without a valid key) on every route, a byte budget per account
 * (byte-quota.ts), and a stricter per-IP limit on sign-in attempts and invalid keys. Counters live in Redis when
 * REDIS_URL is set, so several API processes share them. The IP address is Fastify's `request.ip`: the caller's
 * own, or the one the configured proxy hops appended (TRUST_PROXY).
 */
import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../app-context';
import { getRequestApikey } from '../auth/request-apikey';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import {
  type ByteCounter,
  type ByteUsage,
  createMemoryByteCounter,
  createRedisByteCounter,
  installByteQuota,
} from './byte-quota';

const WINDOW_MS = 60_000;

/** The account a request's limits count against, once its key has been resolved by the global limit. */
const limitedAccounts = new WeakMap<FastifyRequest, string>();

/** The account id the global limit counted the request against, or null (no key, an unknown key, a pass). */
export function limitedAccountOf(request: FastifyRequest): string | null {
  return limitedAccounts.get(request) ?? null;
}

/**
 * The global limit counts per validated account, never per key string: otherwise every made-up key (or every
 * session key of one user) would buy a fresh budget. A missing or unknown key counts as the caller's address,
 * and an unknown one also toward the invalid-key limit. The app's key cache resolves the key, so the guard that
 * runs next finds it cached.
 */
async function limitKey(request: FastifyRequest): Promise<string> {
  const apikey = getRequestApikey(request);
  if (apikey) {
    const account = await request.server.ctx.apikeys.resolve(apikey);
    if (account) {
      limitedAccounts.set(request, account.id);
      return `account:${account.id}`;
    }
    await countUnknownApikey(request);
  }
  return `ip:${request.ip}`;
}

function tooManyRequests(_request: FastifyRequest, context: { after: string }): HttpError {
  return new HttpError(429, 'Too many requests', { message: `Rate limit exceeded, retry in ${context.after}` });
}

/** Header of a pass by the global limit (issueRateLimitPass). */
const PASS_HEADER = 'x-moodwire-rate-limit-pass';
/** Passes issued and not yet used, per API (the context is the same object in every encapsulated instance). */
const passesByApp = new WeakMap<AppContext, Set<string>>();

function passesOf(ctx: AppContext): Set<string> {
  let passes = passesByApp.get(ctx);
  if (!passes) {
    passes = new Set();
    passesByApp.set(ctx, passes);
  }
  return passes;
}

export interface RateLimitPass {
  /** Headers that carry the pass on the inner request. */
  headers: Record<string, string>;
  /** Withdraws the pass if it was not used (call once the inner request is done). */
  revoke(): void;
}

/**
 * A one-use pass by the global limit for a request the API makes to itself (`app.inject`) on behalf of a request
 * that was counted already: an MCP tool call proxies to the route it mirrors, and the caller's MCP request must not
 * count twice. The value is random and good for one request, so a client cannot forge or replay it.
 */
export function issueRateLimitPass(app: FastifyInstance): RateLimitPass {
  const value = randomBytes(24).toString('base64url');
  const passes = passesOf(app.ctx);
  passes.add(value);
  return { headers: { [PASS_HEADER]: value }, revoke: () => passes.delete(value) };
}

function takeRateLimitPass(request: FastifyRequest): boolean {
  const value = request.headers[PASS_HEADER];
  if (typeof value !== 'string') return false;
  const isPass = passesOf(request.server.ctx).delete(value);
  // The caller's own request counts (and its answer's bytes); the inner one does not count again.
  if (isPass) limitedAccounts.delete(request);
  return isPass;
}

/** The byte counter of each API (the context is the same object in every encapsulated instance). */
const byteCounters = new WeakMap<AppContext, ByteCounter>();

/** An account's bytes of answers in the current hour (what the byte budget counts), for its usage page. */
export async function readByteUsage(app: FastifyInstance, accountId: string): Promise<ByteUsage> {
  const counter = byteCounters.get(app.ctx);
  return counter ? counter.read(accountId, Date.now()) : { bytes: 0, resetMs: 0 };
}

/** Counts bytes an account received outside an HTTP answer (its SFTP downloads) against the same budget. */
export async function addByteUsage(app: FastifyInstance, accountId: string, bytes: number): Promise<void> {
  await byteCounters.get(app.ctx)?.add(accountId, bytes, Date.now());
}

export interface RateLimitSetup {
  config: Config;
  redis: Redis | null;
}

export async function registerRateLimits(app: FastifyInstance, setup: RateLimitSetup): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: setup.config.rateLimitMax,
    timeWindow: WINDOW_MS,
    keyGenerator: limitKey,
    allowList: takeRateLimitPass,
    errorResponseBuilder: tooManyRequests,
    ...(setup.redis
      ? {
          redis: setup.redis,
          nameSpace: `${setup.config.redisKeyPrefix}rate-limit:`,
          // A Redis outage must not take sign-in and data calls down with it.
          skipOnError: true,
        }
      : {}),
  });
  const counter = setup.redis
    ? createRedisByteCounter(setup.redis, `${setup.config.redisKeyPrefix}rate-limit:`)
    : createMemoryByteCounter();
  byteCounters.set(app.ctx, counter);
  installByteQuota(app, {
    maxBytesPerHour: setup.config.rateLimitBytesPerHour,
    counter,
    accountOf: limitedAccountOf,
  });
}

/**
 * The sign-in limiter (AUTH_RATE_LIMIT_MAX attempts per IP per minute), as a preHandler so that it counts
 * attempts only; `isAttempt` lets GET /auth count sign-ins but not session validations. Built on
 * createRateLimit because the plugin's own handlers run once per request and the global limit already ran.
 */
export function createSignInLimiter(
  app: FastifyInstance,
  config: Config,
  isAttempt: (request: FastifyRequest) => boolean = () => true,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: config.authRateLimitMax,
    timeWindow: WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => `sign-in:${request.ip}`,
    allowList: (request: FastifyRequest) => !isAttempt(request),
  });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new HttpError(429, 'Too many sign-in attempts', {
      message: `Too many sign-in attempts from this address, retry in ${result.ttlInSeconds} seconds`,
    });
  };
}

type RateCheck = ReturnType<FastifyInstance['createRateLimit']>;
const unknownKeyChecks = new WeakMap<FastifyInstance, RateCheck>();
/** Requests already counted: the global limit and the guard both meet the same unknown key. */
const countedUnknownKeys = new WeakSet<FastifyRequest>();

/**
 * Unknown API keys count per IP against AUTH_RATE_LIMIT_MAX, like sign-in attempts, once per request: without
 * this a caller could send made-up keys forever and guess keys at full speed.
 */
export async function countUnknownApikey(request: FastifyRequest): Promise<void> {
  if (countedUnknownKeys.has(request)) return;
  countedUnknownKeys.add(request);
  const app = request.server;
  let check = unknownKeyChecks.get(app);
  if (!check) {
    check = app.createRateLimit({
      max: app.ctx.config.authRateLimitMax,
      timeWindow: WINDOW_MS,
      keyGenerator: (req: FastifyRequest) => `unknown-key:${req.ip}`,
    });
    unknownKeyChecks.set(app, check);
  }
  const result = await check(request);
  if (result.isAllowed || !result.isExceeded) return;
  throw new HttpError(429, 'Too many invalid API keys', {
    message: `Too many requests with an invalid API key from this address, retry in ${result.ttlInSeconds} seconds`,
    retryAfterSeconds: result.ttlInSeconds,
  });
}
