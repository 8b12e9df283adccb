/**
 * Key invalidations shared between API processes through Redis pub/sub (issue 12 §6: a sign-out, a password
 * reset, a disabled account or a rotated key is refused at once on every replica). Messages name users and key
 * hashes only, never a key.
 */
import type { Redis } from 'ioredis';
import type { InvalidationBus, KeyInvalidation } from './apikey-cache';

export interface RedisInvalidationBusOptions {
  /** The API's Redis connection (for publishing); a duplicate of it subscribes. */
  redis: Redis;
  /** Channel name, under REDIS_KEY_PREFIX. */
  channel: string;
}

function parseInvalidation(text: string): KeyInvalidation | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const message = value as Record<string, unknown>;
    if (message.kind === 'user' && typeof message.username === 'string') {
      return { kind: 'user', username: message.username };
    }
    if (message.kind === 'session' && typeof message.keyHash === 'string') {
      return { kind: 'session', keyHash: message.keyHash };
    }
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/** Subscribes before it returns, so no invalidation published after start-up is missed. */
export async function createRedisInvalidationBus(options: RedisInvalidationBusOptions): Promise<InvalidationBus> {
  const subscriber = options.redis.duplicate();
  subscriber.on('error', () => {});
  await subscriber.subscribe(options.channel);
  const handlers: Array<(message: KeyInvalidation) => void> = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== options.channel) return;
    const message = parseInvalidation(text);
    if (message) for (const handler of handlers) handler(message);
  });
  return {
    async publish(message) {
      await options.redis.publish(options.channel, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
