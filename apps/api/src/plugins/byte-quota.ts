/**
 * The byte budget of an account (RATE_LIMIT_BYTES_PER_HOUR): the request limit alone let one key stream
 * gigabytes a minute (issue 12 §6), so the bytes of its answers count too. A call is refused with 429 once the
 * account has received its budget in the current clock hour; the answer that crosses the line is still sent
 * whole (bounding one answer's size is the routes' job). Bytes are counted before compression, so the budget
 * means the same whatever encoding a client negotiates. Counters live in Redis when REDIS_URL is set.
 */
import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { HttpError } from '../http-error';

export const BYTE_QUOTA_WINDOW_MS = 3_600_000;

export interface ByteUsage {
  bytes: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetMs: number;
}

/** Where the bytes of each account's current window are counted. */
export interface ByteCounter {
  read(accountId: string, nowMs: number): Promise<ByteUsage>;
  add(accountId: string, bytes: number, nowMs: number): Promise<void>;
}

function windowOf(nowMs: number): { index: number; resetMs: number } {
  const index = Math.floor(nowMs / BYTE_QUOTA_WINDOW_MS);
  return { index, resetMs: (index + 1) * BYTE_QUOTA_WINDOW_MS - nowMs };
}

/** One process: a bounded map of the accounts active this hour. */
export function createMemoryByteCounter(): ByteCounter {
  const windows = new LRUCache<string, { index: number; bytes: number }>({ max: 100_000 });
  return {
    async read(accountId, nowMs) {
      const { index, resetMs } = windowOf(nowMs);
      const entry = windows.get(accountId);
      return { bytes: entry?.index === index ? entry.bytes : 0, resetMs };
    },
    async add(accountId, bytes, nowMs) {
      const { index } = windowOf(nowMs);
      const entry = windows.get(accountId);
      windows.set(accountId, { index, bytes: (entry?.index === index ? entry.bytes : 0) + bytes });
    },
  };
}

/** Several processes: one Redis counter per account and hour, gone a minute after its hour. */
export function createRedisByteCounter(redis: Redis, prefix: string): ByteCounter {
  const keyOf = (accountId: string, index: number) => `${prefix}bytes:${accountId}:${index}`;
  return {
    async read(accountId, nowMs) {
      const { index, resetMs } = windowOf(nowMs);
      const value = await redis.get(keyOf(accountId, index));
      return { bytes: value === null ? 0 : Number(value), resetMs };
    },
    async add(accountId, bytes, nowMs) {
      const { index, resetMs } = windowOf(nowMs);
      const key = keyOf(accountId, index);
      await redis
        .multi()
        .incrby(key, bytes)
        .pexpire(key, resetMs + 60_000)
        .exec();
    },
  };
}

export interface ByteQuotaSetup {
  maxBytesPerHour: number;
  counter: ByteCounter;
  /** The account the request counts against, or null (not counted: no valid key, or a pre-paid inner call). */
  accountOf: (request: FastifyRequest) => string | null;
}

/** 1536 -> '1.5 KiB', 10737418240 -> '10 GiB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

/** Bytes sent so far per counted request. */
const sentBytes = new WeakMap<FastifyRequest, { accountId: string; bytes: number }>();

/**
 * Installs the quota: a check on every rate-limited route (after the global limit, which resolves the account),
 * a count of each answer's payload, and the addition once the answer is over (streams included, as far as they
 * got). Register after the rate-limit plugin so that the check runs after its hook.
 */
export function installByteQuota(app: FastifyInstance, setup: ByteQuotaSetup): void {
  const { counter, maxBytesPerHour } = setup;

  const check: onRequestAsyncHookHandler = async (request) => {
    const accountId = setup.accountOf(request);
    if (!accountId) return;
    let usage: ByteUsage;
    try {
      usage = await counter.read(accountId, Date.now());
    } catch (error) {
      // Like the request limit (skipOnError): a Redis outage must not take data calls down with it.
      request.log.warn({ err: error }, 'byte quota unavailable');
      usage = { bytes: 0, resetMs: 0 };
    }
    if (usage.bytes >= maxBytesPerHour) {
      const retryAfterSeconds = Math.max(1, Math.ceil(usage.resetMs / 1000));
      throw new HttpError(429, 'Download limit reached', {
        message:
          `This account has received ${formatBytes(usage.bytes)} of answers this hour, its limit is ` +
          `${formatBytes(maxBytesPerHour)} an hour; retry in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
        retryAfterSeconds,
      });
    }
    sentBytes.set(request, { accountId, bytes: 0 });
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false) return;
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined ? [check] : Array.isArray(existing) ? [...existing, check] : [existing, check];
  });

  // An instance hook runs before the routes' own onSend hooks, compression among them: the payload is the answer.
  app.addHook('onSend', async (request, _reply, payload) => {
    const sent = sentBytes.get(request);
    if (!sent) return payload;
    if (typeof payload === 'string') sent.bytes += Buffer.byteLength(payload);
    else if (Buffer.isBuffer(payload)) sent.bytes += payload.length;
    else if (payload instanceof Readable) {
      // Counted as the bytes pass (a 'data' listener would start the flow before Fastify pipes the stream).
      const counted = new Transform({
        transform(chunk: Buffer | string, _encoding, done) {
          sent.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
          done(null, chunk);
        },
      });
      // pipeline passes a failure of the source on to the stream Fastify sends.
      pipeline(payload, counted, () => {});
      return counted;
    }
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const sent = sentBytes.get(request);
    if (!sent || sent.bytes === 0) return;
    try {
      await counter.add(sent.accountId, sent.bytes, Date.now());
    } catch (error) {
      request.log.warn({ err: error }, 'byte quota not updated');
    }
  });
}
