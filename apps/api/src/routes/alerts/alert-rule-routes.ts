/**
 * Issue 15 '/radar/alerts': the signed-in user's alert rules (list, create, update, delete) and the preview of an
 * unsaved rule on one asset over the past year. Radar permission (spec §6 'Radar pages | masfV5').
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type AssetClassCode,
  addDays,
  describeHit,
  evaluateCondition,
  formatDay,
  getAssetClass,
  lookbackDays,
  requireAssetClass,
} from '@moodwire/domain';
import { getDailyValues } from '@moodwire/warehouse';
import {
  AlertConditionFields,
  type AlertRuleInput,
  AlertRuleInputSchema,
  checkCondition,
  checkExpiry,
  checkTarget,
  MAX_ALERT_RULES_PER_USER,
} from '../../alerts/alert-rule';
import { resolveAlertTarget } from '../../alerts/resolve-alert-target';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import type { LakeView } from '../../lake/open-lake';
import { badParameter, readLake } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { deleteAlertRule } from '../../store/alerts/delete-alert-rule';
import { listAlertRules } from '../../store/alerts/list-alert-rules';
import { saveAlertRule } from '../../store/alerts/save-alert-rule';
import { findAssetInClass, isInClass } from '../web/web-assets';
import { AlertRuleListSchema, AlertRuleSchema, PreviewSchema, RuleIdParam } from './alert-schemas';

/** Days a preview shows by default (the past year) and at most. */
const PREVIEW_DAYS = 365;
const MAX_PREVIEW_DAYS = 730;

const PreviewBodySchema = Type.Object(
  {
    asset: Type.Object(
      {
        class: Type.String({ minLength: 1, maxLength: 20, description: 'Asset class', examples: ['crypto'] }),
        code: Type.String({ minLength: 1, maxLength: 64, description: 'Asset code', examples: ['BTC'] }),
      },
      { additionalProperties: false },
    ),
    ...AlertConditionFields,
    days: Type.Optional(
      Type.Integer({ minimum: 30, maximum: MAX_PREVIEW_DAYS, description: `Days shown (default ${PREVIEW_DAYS})` }),
    ),
    // A rule's other fields may come along unchanged from the form (they do not change where it fires).
    name: Type.Optional(Type.String({ maxLength: 100 })),
    target: Type.Optional(Type.Unknown()),
    expires: Type.Optional(Type.Unknown()),
    enabled: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    examples: [
      {
        asset: { class: 'crypto', code: 'BTC' },
        kind: 'zscore',
        indicator: 'sentiment',
        source: 'News_Social',
        params: { limit: 2, window: 30 },
        cooldownDays: 3,
      },
    ],
  },
);

export function alertRuleRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const config = { access: { area: 'radar' as const } };
    const common = { tags: ['radar'], security: KEYED_SECURITY };

    /** The rule as stored: every field checked against the published lake and the user's watchlists. */
    async function checkedRule(userId: string, body: AlertRuleInput) {
      const name = body.name.trim();
      if (!name) throw badParameter('name', 'must not be empty');
      const target = checkTarget(body.target);
      const lake = await lakes.current();
      const assets = await resolveAlertTarget({ lake, db: ctx.db, userId, target, strict: true });
      const classes = [...new Set(assets.map((asset) => asset.assetClass))];
      const condition = checkCondition(body, target.type === 'asset' ? [target.class] : classes);
      const expires = checkExpiry(body.expires, formatDay(ctx.now().getTime()));
      return { name, target, ...condition, expires, enabled: body.enabled ?? true };
    }

    app.get(
      '/radarv5/alerts/rules',
      {
        config,
        schema: {
          ...common,
          summary: 'List the alert rules of the signed-in user',
          description: `Newest first, each with its number of firings. At most ${MAX_ALERT_RULES_PER_USER} rules per user.`,
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: { 200: dataOf(AlertRuleListSchema, 'Alert rules'), ...errorResponses(401, 403) },
        },
      },
      async (request) => ({
        data: {
          rules: await listAlertRules(ctx.db, { userId: currentAccount(request).id }),
          limit: MAX_ALERT_RULES_PER_USER,
        },
      }),
    );

    app.post(
      '/radarv5/alerts/rules',
      {
        config,
        schema: {
          ...common,
          summary: 'Create an alert rule',
          description:
            'A rule on an asset, a preset group or one of your v5 watchlists: threshold (the indicator crosses a ' +
            'value), zscore (its z-score against a trailing window is beyond a limit), change (it moves by at ' +
            'least an amount over a period) or buzz_spike (buzz at least a multiple of its trailing mean). ' +
            'Evaluated over daily windows after each publish of the data and on a schedule.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          body: AlertRuleInputSchema,
          response: { 200: dataOf(AlertRuleSchema, 'The stored rule'), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const userId = currentAccount(request).id;
        const rule = await saveAlertRule(ctx.db, {
          userId,
          ...(await checkedRule(userId, request.body)),
          now: ctx.now(),
        });
        return { data: { ...rule, firings: 0, lastFiredAt: null } };
      },
    );

    app.post(
      '/radarv5/alerts/rules/update',
      {
        config,
        schema: {
          ...common,
          summary: 'Replace an alert rule',
          description: 'The whole rule is sent, as on creation. Its firings so far stay in the history.',
          querystring: Type.Object({ id: RuleIdParam, apikey: ApikeyQuery }),
          body: AlertRuleInputSchema,
          response: { 200: dataOf(AlertRuleSchema, 'The stored rule'), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const userId = currentAccount(request).id;
        const checked = await checkedRule(userId, request.body);
        await saveAlertRule(ctx.db, { userId, id: request.query.id, ...checked, now: ctx.now() });
        const rules = await listAlertRules(ctx.db, { userId });
        const rule = rules.find((item) => item.id === request.query.id);
        if (!rule) throw new HttpError(404, 'Not found', { message: `No alert rule with id '${request.query.id}'.` });
        return { data: rule };
      },
    );

    app.post(
      '/radarv5/alerts/rules/delete',
      {
        config,
        schema: {
          ...common,
          summary: 'Delete an alert rule with its firings',
          querystring: Type.Object({ id: RuleIdParam, apikey: ApikeyQuery }),
          response: {
            200: dataOf(
              Type.Object({ deleted: Type.Boolean() }, { examples: [{ deleted: true }] }),
              'Whether it was removed',
            ),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => ({
        data: { deleted: await deleteAlertRule(ctx.db, { userId: currentAccount(request).id, id: request.query.id }) },
      }),
    );

    app.post(
      '/radarv5/alerts/preview',
      {
        config,
        schema: {
          ...common,
          summary: 'Preview an unsaved rule on one asset: its daily series and the days it would have fired',
          description:
            "The asset's daily values over the past year (days) and every day the rule would have fired, from the " +
            'same evaluation as the live alerts, cooldown included.',
          querystring: Type.Object({ apikey: ApikeyQuery }),
          body: PreviewBodySchema,
          response: { 200: dataOf(PreviewSchema, 'Series and firing days'), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const body = request.body;
        const assetClass = getAssetClass(body.asset.class);
        if (!assetClass) throw badParameter('asset.class', `unknown asset class '${body.asset.class}'`);
        if (assetClass.dataset !== 'rma') {
          throw badParameter('asset.class', `alerts read the market indices; '${assetClass.code}' is an ESG class`);
        }
        const lake = await lakes.current();
        const baseClass = requireAssetClass(assetClass.code).baseClass as AssetClassCode;
        const asset = findAssetInClass(lake, body.asset.code, baseClass);
        if (!asset || !isInClass(lake, asset, assetClass.code)) {
          throw badParameter('asset.code', `no asset '${body.asset.code}' in the class '${assetClass.code}'`);
        }
        const condition = checkCondition(body, [assetClass.code]);
        const to = lake.manifest.to.slice(0, 10);
        const shown = body.days ?? PREVIEW_DAYS;
        const from = addDays(to, -(shown - 1));
        const values = await readLake('indicator', () =>
          getDailyValues({
            assetClass: baseClass,
            assetCodes: [asset.id],
            indicator: condition.indicator,
            source: condition.source,
            from: addDays(from, -(lookbackDays(condition) + 5)),
            to,
            dataDir: lakes.dataDir,
          }),
        );
        const series = values.assets[0];
        if (!series) throw new Error('the read answered no series');
        const first = values.days.length - shown;
        const hits = evaluateCondition(
          condition,
          { days: values.days, values: series.values, buzz: series.buzz },
          { from: first, to: values.days.length - 1 },
        );
        const ref = { code: asset.id, name: asset.name };
        const points = [];
        for (let i = first; i < values.days.length; i++) {
          const value = series.values[i] ?? Number.NaN;
          const buzz = series.buzz[i] ?? Number.NaN;
          points.push({
            date: values.days[i] as string,
            value: Number.isFinite(value) ? Math.round(value * 1e6) / 1e6 : null,
            buzz: Number.isFinite(buzz) ? Math.round(buzz * 1e3) / 1e3 : 0,
          });
        }
        return {
          data: {
            asset: { class: assetClass.code, code: asset.id, name: asset.name },
            indicator: condition.indicator,
            source: condition.source,
            from,
            to,
            points,
            firings: hits.map((hit) => {
              const date = values.days[hit.day] as string;
              return { date, values: hit.values, message: describeHit(condition, ref, date, hit.values) };
            }),
          },
        };
      },
    );
  };
}
