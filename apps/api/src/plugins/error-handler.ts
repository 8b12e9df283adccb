/**
 * The central error handler and the 404 handler: every failure is JSON `{ error, message, detail? }`, bad
 * input names the parameter, and 5xx details (and stack traces) never leave the server.
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
    const path = request.url.split('?')[0];
    return send(reply, 404, { error: 'Not Found', message: `No route ${request.method} ${path}` });
  });
}
