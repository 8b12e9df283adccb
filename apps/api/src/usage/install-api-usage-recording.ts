import type { FastifyInstance } from 'fastify';
import { getRequestSession } from '../auth/request-session';
import type { ApiUsageRecorder } from './api-usage-recorder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts data-key calls per account, day and route (Account Info's recent API usage). */
    apiUsage: ApiUsageRecorder;
  }
}

/**
 * Counts every call a guard authenticated with a data key (not a web session: that is the web app, not usage of
 * the key), under its method and route pattern. Install before the routes so that the hook applies to all.
 */
export function installApiUsageRecording(app: FastifyInstance, recorder: ApiUsageRecorder): void {
  app.decorate('apiUsage', recorder);
  app.addHook('onResponse', async (request, reply) => {
    const account = request.account;
    const pattern = request.routeOptions.url;
    if (!account || !pattern || getRequestSession(request)) return;
    recorder.record(account.id, `${request.method} ${pattern}`, reply.statusCode >= 400);
  });
}
