/**
 * The one way a route answers from the lake (ARCHITECTURE.md 'An API route, one way'): the route takes the current
 * build (`lakes.current()`) and checks its input against it, then hands its key and its one read here, which
 *   1. sets the ETag of the build (and of the caller's variant) and answers 304 when the client holds it,
 *   2. runs the read once for identical concurrent requests and keeps the answer in the bounded answer cache,
 *   3. sends it (compressed by the compression plugin as negotiated).
 * No route calls the ETag, flight or cache steps itself (test/answer-from-lake.test.ts keeps it so).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LakeView, LoadedLake } from './open-lake';
import { readLake } from './read-lake';
import { requestKey } from './single-flight';

/** Lake data changes only with a new build; the browser may reuse an answer for a minute, then revalidates. */
export const LAKE_CACHE_CONTROL = 'private, max-age=60, must-revalidate';

/** A strong validator per build (and per audience where the answer depends on the caller's role). */
export function lakeEtag(lake: LoadedLake, variant = ''): string {
  return `"${lake.buildId}${variant ? `-${variant}` : ''}"`;
}

/**
 * Sets ETag and Cache-Control; answers 304 (and returns true) when the client already holds this build's answer.
 * Routes take it through answerFromLake, readFromLake or answerWithoutLake, never themselves.
 */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', LAKE_CACHE_CONTROL);
  const header = request.headers['if-none-match'];
  if (header === undefined) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!tags.includes(etag) && !tags.includes('*')) return false;
  void reply.code(304).send();
  return true;
}

export interface LakeAnswerOptions<T> {
  request: FastifyRequest;
  reply: FastifyReply;
  lakes: LakeView;
  /** The build the route checked its input against (`await lakes.current()`). */
  lake: LoadedLake;
  /** What the answer depends on besides the build and the parameters (an admin's watchlists); '' for none. */
  variant?: string;
  /**
   * What tells two answers of the route apart within a build and variant; by default the request's path and
   * parameters without the API key. A route whose validated input names the answer better (defaults applied,
   * unknown parameters dropped) passes its own.
   */
  key?: string;
  /** The read's bad requests become 400s naming this parameter, a missing lake the 503 of spec §7. */
  parameter?: string;
  /** The route's one read: it computes the whole answer (or, for `readFromLake`, what the route formats). */
  read: () => Promise<T>;
  /**
   * `readFromLake` only. false for a streamed answer, which can be neither shared nor kept: the ETag step only,
   * and the read runs per request.
   */
  keep?: boolean;
  /**
   * `readFromLake` only. true when the read decides whether the thing asked for exists (a file by name): the
   * ETag step comes after the read, so an unknown one is a 404 without the build's ETag, never a 304.
   */
  revalidateAfterRead?: boolean;
}

/** The key of an answer in the cache: build, variant and route, then the route's own key. */
function answerKey(options: LakeAnswerOptions<unknown>): string {
  const { request, lake, variant = '' } = options;
  const route = request.routeOptions.url ?? '';
  return `${lake.buildId}|${variant}|${route}|${options.key ?? requestKey(request.url)}`;
}

function runRead<T>(options: LakeAnswerOptions<T>): Promise<T> {
  const { parameter, read } = options;
  return parameter === undefined ? read() : readLake(parameter, read);
}

/**
 * Answers with the read's JSON answer. The answer is serialised once by the route's own response serialiser (the
 * same bytes as an answer serialised per request) and kept as text, so a cached answer costs neither the read nor
 * the serialising; a read that returns JSON text already (the series) is kept as it is.
 */
export async function answerFromLake<T>(options: LakeAnswerOptions<T>): Promise<FastifyReply> {
  const { request, reply, lakes, lake, variant } = options;
  if (notModified(request, reply, lakeEtag(lake, variant))) return reply;
  const body = await lakes.answers.get(answerKey(options), async () => {
    const answer = await runRead(options);
    return typeof answer === 'string' ? answer : (reply.serialize(answer) as string);
  });
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The read's answer for a route that shapes it per request (CSV or JSON by `format`, a 404 when nothing was
 * found), with the same ETag, single read and cache; undefined when a 304 has been sent (the route then returns
 * the reply).
 */
export async function readFromLake<T>(options: LakeAnswerOptions<T>): Promise<T | undefined> {
  const { request, reply, lakes, lake, variant, keep = true, revalidateAfterRead = false } = options;
  const etag = lakeEtag(lake, variant);
  if (!revalidateAfterRead && notModified(request, reply, etag)) return undefined;
  const answer = keep ? await lakes.answers.get(answerKey(options), () => runRead(options)) : await runRead(options);
  if (revalidateAfterRead && notModified(request, reply, etag)) return undefined;
  return answer;
}

export interface AnswerWithoutLakeOptions {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The answer's own validator: a hash of the tables it is made of, as it does not change with a build. */
  etag: string;
  /** The answer, computed once by the route (serialised by the route's response serialiser). */
  answer: unknown;
}

/**
 * An answer made of the domain's tables only (the data API's /info), which needs no lake: the same ETag step as
 * an answer from the lake under its own validator, with no read to share or keep.
 */
export function answerWithoutLake(options: AnswerWithoutLakeOptions): FastifyReply {
  const { request, reply, etag, answer } = options;
  if (notModified(request, reply, etag)) return reply;
  return reply.send(answer);
}
