/**
 * Issue 15: the user's alert webhook. The URL passes the SSRF guard when saved (and again before every call); the
 * signing secret is made on the first save and on rotation and shown in that answer only, never logged.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { checkWebhookUrl, MAX_WEBHOOK_URL_LENGTH, WebhookUrlError } from '../../alerts/webhook-address-guard';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { toAlertWebhook } from '../../store/alerts/alert-webhook';
import { deleteAlertWebhook } from '../../store/alerts/delete-alert-webhook';
import { getAlertWebhook } from '../../store/alerts/get-alert-webhook';
import { saveAlertWebhook } from '../../store/alerts/save-alert-webhook';
import { AlertWebhookSchema, RotatedWebhookSchema, SavedWebhookSchema } from './alert-schemas';

export const alertWebhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'radar' as const } };
  const common = { tags: ['radar'], security: KEYED_SECURITY };

  app.get(
    '/radarv5/alerts/webhook',
    {
      config,
      schema: {
        ...common,
        summary: 'Your alert webhook, or null',
        querystring: Type.Object({ apikey: ApikeyQuery }),
        response: {
          200: dataOf(Type.Union([AlertWebhookSchema, Type.Null()], { examples: [null] }), 'The webhook'),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const row = await getAlertWebhook(ctx.db, currentAccount(request).id);
      return { data: row ? toAlertWebhook(row) : null };
    },
  );

  app.post(
    '/radarv5/alerts/webhook',
    {
      config,
      schema: {
        ...common,
        summary: 'Set your alert webhook',
        description:
          'Each firing is POSTed as JSON to this URL, signed with `Moodwire-Signature: t=<unix seconds>,v1=<hex ' +
          'HMAC-SHA256(secret, "<t>.<body>")>`. Only http(s) URLs of public addresses. The signing secret is made ' +
          'on the first save and shown in that answer only (rotate it to see a new one).',
        querystring: Type.Object({ apikey: ApikeyQuery }),
        body: Type.Object(
          {
            url: Type.String({
              minLength: 1,
              maxLength: MAX_WEBHOOK_URL_LENGTH,
              examples: ['https://hooks.example.com/moodwire'],
            }),
            enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
          },
          { additionalProperties: false, examples: [{ url: 'https://hooks.example.com/moodwire', enabled: true }] },
        ),
        response: {
          200: dataOf(SavedWebhookSchema, 'The webhook, with its secret when new'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const url = request.body.url.trim();
      try {
        await checkWebhookUrl(url, { allowPrivate: ctx.config.alerts.webhookAllowPrivate });
      } catch (error) {
        if (error instanceof WebhookUrlError) throw badParameter('url', error.message);
        throw error;
      }
      const saved = await saveAlertWebhook(ctx.db, {
        userId: currentAccount(request).id,
        url,
        enabled: request.body.enabled ?? true,
        now: ctx.now(),
      });
      return { data: { webhook: toAlertWebhook(saved.row), secret: saved.secret } };
    },
  );

  app.post(
    '/radarv5/alerts/webhook/rotate',
    {
      config,
      schema: {
        ...common,
        summary: 'Make a new signing secret for your webhook (the old one stops working at once)',
        querystring: Type.Object({ apikey: ApikeyQuery }),
        response: {
          200: dataOf(RotatedWebhookSchema, 'The webhook and its new secret'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const userId = currentAccount(request).id;
      const existing = await getAlertWebhook(ctx.db, userId);
      if (!existing) throw new HttpError(404, 'Not found', { message: 'No webhook is set.' });
      const saved = await saveAlertWebhook(ctx.db, {
        userId,
        url: existing.url,
        enabled: existing.enabled === 1,
        rotate: true,
        now: ctx.now(),
      });
      return { data: { webhook: toAlertWebhook(saved.row), secret: saved.secret as string } };
    },
  );

  app.post(
    '/radarv5/alerts/webhook/delete',
    {
      config,
      schema: {
        ...common,
        summary: 'Remove your webhook (firings still waiting for delivery are not sent)',
        querystring: Type.Object({ apikey: ApikeyQuery }),
        response: {
          200: dataOf(
            Type.Object({ deleted: Type.Boolean() }, { examples: [{ deleted: true }] }),
            'Whether one existed',
          ),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: { deleted: await deleteAlertWebhook(ctx.db, currentAccount(request).id) } }),
  );
};
