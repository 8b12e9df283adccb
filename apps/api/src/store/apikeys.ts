import { randomBytes } from 'node:crypto';

/** API keys: 32 random bytes, base64url (ARCHITECTURE.md 'Storage'). */
export function generateApikey(): string {
  return randomBytes(32).toString('base64url');
}
