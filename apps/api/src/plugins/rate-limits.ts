/**
 * Rate limits: per API key (or per IP address without a key) on every route, and a stricter per-IP limit on
 * sign-in attempts. Counters live in Redis when REDIS_URL is set, so several API processes share them.
 */
import { createHash, randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../app-context';
import { getRequestApikey } from '../auth/request-apikey';
import type { Config } from '../config';
import { HttpError } from '../http-error';

const WINDOW_MS = 60_000;

/** Keys are hashed so Redis never holds an API key. */
function limitKey(request: FastifyRequest): string {
  const apikey = getRequestApikey(request);
  if (apikey) return `key:${createHash('sha256').update(apikey).digest('base64url').slice(0, 24)}`;
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
  return passesOf(request.server.ctx).delete(value);
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

/**
 * Unknown API keys count per IP against AUTH_RATE_LIMIT_MAX, like sign-in attempts: the global limit is per
 * key, so without this a caller could send made-up keys forever and guess keys at full speed.
 */
export async function countUnknownApikey(request: FastifyRequest): Promise<void> {
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
