/**
 * Web sessions (issue 12 §6): sign-in and machine-ID linking start one, sign-out ends it. The session key goes
 * only into the HttpOnly `apikey` cookie; answers carry the marker of toUser, so no page script sees a key.
 */
import { APIKEY_COOKIE } from '@moodwire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { AccountRecord } from '../store/account-record';
import { hashKey } from '../store/apikeys';
import { createSession } from '../store/sessions/create-session';
import { deleteSession } from '../store/sessions/delete-session';
import { getRequestApikey } from './request-apikey';

/** HttpOnly, Secure (COOKIE_SECURE), SameSite=Strict, path / (spec §7 'Other'). */
export function sessionCookieOptions(ctx: AppContext) {
  return { path: '/', httpOnly: true, secure: ctx.config.cookieSecure, sameSite: 'strict' as const };
}

/**
 * Starts a session for the account and sets its cookie, which the browser drops at the absolute lifetime. A
 * session the request already carried ends first: a sign-in never leaves the previous session usable.
 */
export async function startWebSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountRecord,
): Promise<void> {
  await endRequestSession(ctx, request);
  const lifetimes = { idleMs: ctx.config.sessionIdleMs, maxAgeMs: ctx.config.sessionMaxAgeMs };
  const { key } = await createSession(ctx.db, { userId: account.id, lifetimes, now: ctx.now() });
  reply.setCookie(APIKEY_COOKIE, key, {
    ...sessionCookieOptions(ctx),
    maxAge: Math.floor(ctx.config.sessionMaxAgeMs / 1000),
  });
}

/** Sign-out: ends the request's session on every API process and clears the cookie. A data key stays valid. */
export async function endWebSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endRequestSession(ctx, request);
  reply.clearCookie(APIKEY_COOKIE, sessionCookieOptions(ctx));
}

async function endRequestSession(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const key = getRequestApikey(request);
  if (!key) return;
  // Deleting by hash is a no-op for a data key, so the key need not be resolved first.
  const keyHash = hashKey(key);
  await deleteSession(ctx.db, { keyHash });
  await ctx.apikeys.invalidateSession(keyHash);
}
