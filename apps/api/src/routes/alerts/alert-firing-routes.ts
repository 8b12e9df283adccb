/**
 * Issue 15 '/radar/alerts': the alert history (firings, paged, with the unread count the notification badge shows),
 * marking firings read, the webhook delivery log and the usage the account page shows.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { currentAccount } from '../../auth/guards';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { getAlertUsage } from '../../store/alerts/get-alert-usage';
import { listAlertFirings } from '../../store/alerts/list-alert-firings';
import { listWebhookDeliveries } from '../../store/alerts/list-webhook-deliveries';
import { markAlertFiringsRead } from '../../store/alerts/mark-alert-firings-read';
import {
  AlertFiringPageSchema,
  DeliveryPageSchema,
  MarkReadResultSchema,
  RuleIdParam,
  UsageSchema,
} from './alert-schemas';

const MAX_PAGE = 200;
const MAX_MARKED = 500;

const Limit = Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 50, description: 'Page size' }));
const Offset = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }));

export const alertFiringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { area: 'radar' as const } };
  const common = { tags: ['radar'], security: KEYED_SECURITY };

  app.get(
    '/radarv5/alerts/firings',
    {
      config,
      schema: {
        ...common,
        summary: 'The alert history: firings of your rules, newest first, paged',
        description: "`unread=1` lists unread firings only; `rule` one rule's. `unread` in the answer counts all.",
        querystring: Type.Object({
          limit: Limit,
          offset: Offset,
          unread: Type.Optional(
            Type.Union([Type.Literal('1'), Type.Literal('0')], { description: "'1': unread only" }),
          ),
          rule: Type.Optional(RuleIdParam),
          apikey: ApikeyQuery,
        }),
        response: { 200: dataOf(AlertFiringPageSchema, 'Firings'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listAlertFirings(ctx.db, {
        userId: currentAccount(request).id,
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
        unreadOnly: request.query.unread === '1',
        ruleId: request.query.rule,
      }),
    }),
  );

  app.post(
    '/radarv5/alerts/firings/read',
    {
      config,
      schema: {
        ...common,
        summary: 'Mark firings read',
        description: `The firings named by \`ids\` (at most ${MAX_MARKED}), or with \`all: true\` every unread firing.`,
        querystring: Type.Object({ apikey: ApikeyQuery }),
        body: Type.Object(
          {
            ids: Type.Optional(
              Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
                maxItems: MAX_MARKED,
                description: 'Firing ids',
              }),
            ),
            all: Type.Optional(Type.Boolean({ description: 'Mark every unread firing read' })),
          },
          { additionalProperties: false, examples: [{ all: true }] },
        ),
        response: {
          200: dataOf(MarkReadResultSchema, 'How many changed, and the unread left'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { ids, all } = request.body;
      if (all === true && ids !== undefined) throw badParameter('ids', "give either 'ids' or 'all', not both");
      if (all !== true && ids === undefined) throw badParameter('ids', "required unless 'all' is true");
      const userId = currentAccount(request).id;
      const updated = await markAlertFiringsRead(ctx.db, {
        userId,
        ids: all === true ? undefined : ids,
        now: ctx.now(),
      });
      const page = await listAlertFirings(ctx.db, { userId, limit: 1, offset: 0 });
      return { data: { updated, unread: page.unread } };
    },
  );

  app.get(
    '/radarv5/alerts/deliveries',
    {
      config,
      schema: {
        ...common,
        summary: 'The webhook delivery log: every attempt, newest first, paged',
        querystring: Type.Object({ limit: Limit, offset: Offset, apikey: ApikeyQuery }),
        response: { 200: dataOf(DeliveryPageSchema, 'Delivery attempts'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listWebhookDeliveries(ctx.db, {
        userId: currentAccount(request).id,
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
      }),
    }),
  );

  app.get(
    '/radarv5/alerts/usage',
    {
      config,
      schema: {
        ...common,
        summary: 'Alert usage: rules against the limit, firings and webhook deliveries of the last 30 days',
        querystring: Type.Object({ apikey: ApikeyQuery }),
        response: { 200: dataOf(UsageSchema, 'Usage'), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await getAlertUsage(ctx.db, { userId: currentAccount(request).id, now: ctx.now() }) }),
  );
};
