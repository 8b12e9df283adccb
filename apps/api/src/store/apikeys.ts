import { createHash, randomBytes } from 'node:crypto';

/** API keys and session keys: 32 random bytes, base64url (ARCHITECTURE.md 'Storage'). */
export function generateApikey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a key, base64url: how the session table stores session keys and how the key cache and its
 * invalidation messages name a key, so that neither a database copy nor Redis holds a usable key.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}
