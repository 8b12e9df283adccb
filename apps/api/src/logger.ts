/**
 * Logger options. No log line may hold a password or an API key: the request serializer strips them from
 * the URL (the spec's sign-in and data calls carry them as query parameters), headers carrying cookies or
 * credentials are redacted, and so is any object field with those names.
 */
import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { LogLevel } from './config';

/** Query parameters whose values never reach a log line (compared case-insensitively). */
const SECRET_PARAMS = new Set(['apikey', 'api_key', 'password', 'pass', 'token']);

export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced, keeping everything else readable. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawName = eq === -1 ? part : part.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge by the raw name.
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'apikey',
  'passwordHash',
  '*.password',
  '*.apikey',
  '*.passwordHash',
  '*.password_hash',
];

export interface LoggerSetup {
  level: LogLevel;
  /** Where log lines go (tests capture them); stdout otherwise. */
  stream?: DestinationStream;
}

export function buildLoggerOptions(setup: LoggerSetup): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: setup.level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
    ...(setup.stream ? { stream: setup.stream } : {}),
  };
}
