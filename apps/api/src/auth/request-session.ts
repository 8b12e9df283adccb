/**
 * The web session a request was authenticated with (issue 12 §6), kept beside the request rather than on it so
 * that routes read it through one function: the data key's reveal and rotation answer session callers only.
 */
import type { FastifyRequest } from 'fastify';
import type { SessionRecord } from '../store/sessions/session-record';

const sessions = new WeakMap<FastifyRequest, SessionRecord>();

export function setRequestSession(request: FastifyRequest, session: SessionRecord | null): void {
  if (session) sessions.set(request, session);
  else sessions.delete(request);
}

/** The request's web session, or null when it came with a data key (or no key). */
export function getRequestSession(request: FastifyRequest): SessionRecord | null {
  return sessions.get(request) ?? null;
}
