/**
 * A call over the published lake: the build it checks its input against (`lakes.current()`) and its answer from
 * that build through `answerFromLake`, with the request, reply and build bound once, so that a route names only
 * what its answer depends on (the caller's variant, its key, the parameter its read's errors name) and its read.
 * `answerFromCurrentLake` is the same for a route with nothing to check against the build before its read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFromLake, type LakeAnswerOptions } from '../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../lake/open-lake';

/** What a route passes for its answer: the rest of `LakeAnswerOptions` is the call's own. */
export type CallAnswer<T> = Pick<LakeAnswerOptions<T>, 'variant' | 'key' | 'parameter' | 'read'>;

export interface LakeCall {
  /** The build of the call. */
  lake: LoadedLake;
  /** Answers with the read's JSON answer from the build (ETag, one read, answer cache: `answerFromLake`). */
  answer<T>(options: CallAnswer<T>): Promise<FastifyReply>;
}

export async function openLakeCall(lakes: LakeView, request: FastifyRequest, reply: FastifyReply): Promise<LakeCall> {
  const lake = await lakes.current();
  return { lake, answer: (options) => answerFromLake({ request, reply, lakes, lake, ...options }) };
}

/** openLakeCall and its answer at once, for a route that checks nothing against the build before its read. */
export async function answerFromCurrentLake<T>(
  lakes: LakeView,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Omit<CallAnswer<T>, 'read'> & { read: (lake: LoadedLake) => Promise<T> },
): Promise<FastifyReply> {
  const call = await openLakeCall(lakes, request, reply);
  return call.answer({ ...answer, read: () => answer.read(call.lake) });
}
