/** The Radar alert calls (issue 15 '/radar/alerts'): rules and preview, history and deliveries, the webhook. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';
import { alertFiringRoutes } from './alert-firing-routes';
import { alertRuleRoutes } from './alert-rule-routes';
import { alertWebhookRoutes } from './alert-webhook-routes';

export function alertRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(alertRuleRoutes(lakes));
    await app.register(alertFiringRoutes);
    await app.register(alertWebhookRoutes);
  };
}
