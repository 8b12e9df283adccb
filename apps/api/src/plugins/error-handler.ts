/**
 * The central error handler, the 404/405 handler and the router's own errors: every failure is JSON
 * `{ error, message, detail? }`, bad input names the parameter, and 5xx details (and stack traces) never leave
 * the server.
 */
import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@moodwire/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, HttpError } from '../http-error';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** 'body/email' -> 'email'; a missing property names itself; nested paths are dotted. */
export function describeValidationIssue(issue: ValidationIssue, context: string): { parameter: string; text: string } {
  const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.keyword === 'required' ? issue.params?.missingProperty : undefined;
  if (typeof missing === 'string') {
    const parameter = [...segments, missing].join('.');
    return { parameter, text: `Missing required parameter '${parameter}'` };
  }
  const parameter = segments.length > 0 ? segments.join('.') : context;
  let reason = issue.message ?? 'is not valid';
  if (issue.keyword === 'format' && issue.params?.format === 'email') reason = 'must be a valid email address';
  if (issue.keyword === 'pattern' && issue.params?.pattern === '^\\d{4}-\\d{2}-\\d{2}$') reason = 'must be YYYY-MM-DD';
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
    reason = `has an unknown field '${issue.params.additionalProperty}'`;
  }
  return { parameter, text: `Invalid parameter '${parameter}': ${reason}` };
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The longest path segment a route parameter may take (Fastify's default is 100). It is the largest `maxLength`
 * of any path parameter's schema (the bulk-file names of spec §7 and MMS outlet codes take 200); a test keeps
 * every route's schema within it.
 */
export const MAX_PATH_PARAM_LENGTH = 200;

/** Fastify's `frameworkErrors`: the router's refusals (a segment too long, a bad URL) in the error format. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(reply, 414, {
      error: 'URI Too Long',
      message: `A part of the path is longer than ${MAX_PATH_PARAM_LENGTH} characters.`,
    });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    send(reply, 400, { error: 'Bad Request', message: 'The path is not a valid URL (check its percent-encoding).' });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  send(reply, 500, { error: 'Internal Server Error', message: MESSAGES.defaultError });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The methods a route answers on this path, asking the router itself (so parameters match as they do there). */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  // findRoute answers null for no match, whatever its type says.
  return METHODS.filter((method) => Boolean(app.findRoute({ method, url: path })));
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      const body: ErrorBody = { error: error.error, message: error.message };
      if (error.detail) body.detail = error.detail;
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, body);
    }

    const fastifyError = error as FastifyError;
    if (fastifyError.validation && fastifyError.validation.length > 0) {
      const first = fastifyError.validation[0] as ValidationIssue;
      const context = fastifyError.validationContext ?? 'request';
      const { text } = describeValidationIssue(first, context);
      // message repeats the error so the web's error display (which joins distinct fields) shows it once.
      return send(reply, 400, { error: text, message: text });
    }

    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const title = STATUS_CODES[status] ?? 'Bad Request';
      const message =
        fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is larger than this server accepts.'
          : fastifyError.message || title;
      return send(reply, status, { error: title, message });
    }

    // 5xx: log everything, answer nothing specific.
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { error: 'Internal Server Error', message: MESSAGES.defaultError });
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only: the query string may hold a key or a password.
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(app, path);
    if (allowed.length > 0) {
      // A known path asked with another method: RFC 9110 §15.5.6 answers 405 and lists the methods.
      reply.header('allow', allowed.join(', '));
      return send(reply, 405, {
        error: 'Method Not Allowed',
        message: `${path} answers ${allowed.join(', ')}, not ${request.method}`,
      });
    }
    return send(reply, 404, { error: 'Not Found', message: `No route ${request.method} ${path}` });
  });
}
