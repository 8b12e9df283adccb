/** The answers of the Radar alert calls (issue 15 '/radar/alerts'), each with the example OpenAPI shows. */
import { Type } from '@fastify/type-provider-typebox';
import { AlertParamsSchema, MAX_ALERT_RULES_PER_USER } from '../../alerts/alert-rule';

const RULE_ID = '0b6c1f9e-4d1a-4d8e-9a51-5f3f0a7c2b11';
const FIRING_ID = '7e2d5c8a-1b3f-4a6e-8c9d-0f1e2d3c4b5a';

export const RuleIdParam = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'The rule id',
  examples: [RULE_ID],
});

const RULE_EXAMPLE = {
  id: RULE_ID,
  name: 'Bitcoin mood turns',
  target: { type: 'asset', class: 'crypto', code: 'BTC' },
  kind: 'threshold',
  indicator: 'sentiment',
  source: 'News_Social',
  params: { direction: 'above', value: 0.2 },
  cooldownDays: 3,
  expires: null,
  enabled: true,
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
  firings: 2,
  lastFiredAt: '2026-11-24T21:05:00.000Z',
};

export const AlertRuleSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    target: Type.Object({
      type: Type.String({ description: 'asset, group or watchlist' }),
      class: Type.Optional(Type.String()),
      code: Type.Optional(Type.String()),
      group: Type.Optional(Type.String()),
      key: Type.Optional(Type.String()),
    }),
    kind: Type.String({ description: 'threshold, zscore, change or buzz_spike' }),
    indicator: Type.String(),
    source: Type.String(),
    params: AlertParamsSchema,
    cooldownDays: Type.Integer(),
    expires: Type.Union([Type.String(), Type.Null()]),
    enabled: Type.Boolean(),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
    firings: Type.Integer({ description: 'Firings so far' }),
    lastFiredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { examples: [RULE_EXAMPLE] },
);

export const AlertRuleListSchema = Type.Object(
  { rules: Type.Array(AlertRuleSchema), limit: Type.Integer({ description: 'Most rules a user may have' }) },
  { examples: [{ rules: [RULE_EXAMPLE], limit: MAX_ALERT_RULES_PER_USER }] },
);

const AssetRefSchema = Type.Object({ class: Type.String(), code: Type.String(), name: Type.String() });
const ValuesSchema = Type.Record(Type.String(), Type.Number(), {
  description: 'The values that triggered the firing (value, previous, threshold; value, zscore, mean, sd; ...)',
});

const FIRING_EXAMPLE = {
  id: FIRING_ID,
  ruleId: RULE_ID,
  ruleName: 'Bitcoin mood turns',
  kind: 'threshold',
  indicator: 'sentiment',
  source: 'News_Social',
  asset: { class: 'crypto', code: 'BTC', name: 'Bitcoin' },
  window: '2026-11-24',
  values: { value: 0.243, previous: 0.18, threshold: 0.2 },
  message: 'Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24',
  createdAt: '2026-11-24T21:05:00.000Z',
  readAt: null,
  webhook: 'delivered',
};

export const AlertFiringSchema = Type.Object(
  {
    id: Type.String({ description: 'Also the webhook event id (Moodwire-Event-Id)' }),
    ruleId: Type.String(),
    ruleName: Type.String(),
    kind: Type.String(),
    indicator: Type.String(),
    source: Type.String(),
    asset: AssetRefSchema,
    window: Type.String({ description: 'The daily window that fired, YYYY-MM-DD' }),
    values: ValuesSchema,
    message: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    webhook: Type.String({ description: 'none, pending, delivered or failed' }),
  },
  { examples: [FIRING_EXAMPLE] },
);

export const AlertFiringPageSchema = Type.Object(
  {
    total: Type.Integer({ description: 'Firings matching the filters' }),
    unread: Type.Integer({ description: 'Unread firings of the user (all rules)' }),
    offset: Type.Integer(),
    firings: Type.Array(AlertFiringSchema),
  },
  { examples: [{ total: 1, unread: 1, offset: 0, firings: [FIRING_EXAMPLE] }] },
);

export const MarkReadResultSchema = Type.Object(
  { updated: Type.Integer(), unread: Type.Integer() },
  { examples: [{ updated: 3, unread: 0 }] },
);

const WEBHOOK_EXAMPLE = {
  url: 'https://hooks.example.com/moodwire',
  enabled: true,
  secretHint: '…a9F2',
  created: '2026-11-20T09:00:00.000Z',
  updated: '2026-11-20T09:00:00.000Z',
};

export const AlertWebhookSchema = Type.Object(
  {
    url: Type.String(),
    enabled: Type.Boolean(),
    secretHint: Type.String({ description: 'The last characters of the secret (the secret itself is shown once)' }),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
  },
  { examples: [WEBHOOK_EXAMPLE] },
);

export const SavedWebhookSchema = Type.Object(
  {
    webhook: AlertWebhookSchema,
    secret: Type.Union([Type.String(), Type.Null()], {
      description: 'The signing secret, only when it was made now (first save, rotation): shown this once',
    }),
  },
  { examples: [{ webhook: WEBHOOK_EXAMPLE, secret: 'whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s' }] },
);

export const RotatedWebhookSchema = Type.Object(
  { webhook: AlertWebhookSchema, secret: Type.String({ description: 'The new signing secret, shown this once' }) },
  { examples: [{ webhook: WEBHOOK_EXAMPLE, secret: 'whsec_3q2-7wXzJ0bA8m5kq9vT1nR4yL6pC2dE0fG8hI1jK3s' }] },
);

const DELIVERY_EXAMPLE = {
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  firingId: FIRING_ID,
  attempt: 1,
  url: 'https://hooks.example.com/moodwire',
  statusCode: 200,
  ok: true,
  durationMs: 84,
  error: null,
  responseSnippet: 'ok',
  createdAt: '2026-11-24T21:05:01.000Z',
  window: '2026-11-24',
  ruleName: 'Bitcoin mood turns',
  assetCode: 'BTC',
};

export const DeliveryPageSchema = Type.Object(
  {
    total: Type.Integer(),
    offset: Type.Integer(),
    deliveries: Type.Array(
      Type.Object({
        id: Type.String(),
        firingId: Type.String(),
        attempt: Type.Integer({ description: 'Attempt number, from 1' }),
        url: Type.String({ description: 'Where it was sent (origin and path)' }),
        statusCode: Type.Union([Type.Integer(), Type.Null()], {
          description: 'null: no answer (network error, timeout, refused address)',
        }),
        ok: Type.Boolean(),
        durationMs: Type.Integer(),
        error: Type.Union([Type.String(), Type.Null()]),
        responseSnippet: Type.Union([Type.String(), Type.Null()], { description: 'The first kilobyte of the answer' }),
        createdAt: Type.String({ format: 'date-time' }),
        window: Type.String(),
        ruleName: Type.String(),
        assetCode: Type.String(),
      }),
    ),
  },
  { examples: [{ total: 1, offset: 0, deliveries: [DELIVERY_EXAMPLE] }] },
);

export const UsageSchema = Type.Object(
  {
    rules: Type.Integer(),
    enabledRules: Type.Integer(),
    rulesLimit: Type.Integer(),
    firingsLast30Days: Type.Integer(),
    unread: Type.Integer(),
    deliveries: Type.Object({ ok: Type.Integer(), failed: Type.Integer(), pending: Type.Integer() }),
    webhook: Type.Boolean({ description: 'A webhook is set and enabled' }),
  },
  {
    examples: [
      {
        rules: 3,
        enabledRules: 2,
        rulesLimit: MAX_ALERT_RULES_PER_USER,
        firingsLast30Days: 5,
        unread: 1,
        deliveries: { ok: 4, failed: 0, pending: 1 },
        webhook: true,
      },
    ],
  },
);

export const PreviewSchema = Type.Object(
  {
    asset: AssetRefSchema,
    indicator: Type.String(),
    source: Type.String(),
    from: Type.String({ description: 'First day shown, YYYY-MM-DD' }),
    to: Type.String({ description: "The lake's last day" }),
    points: Type.Array(
      Type.Object({
        date: Type.String(),
        value: Type.Union([Type.Number(), Type.Null()]),
        buzz: Type.Number(),
      }),
    ),
    firings: Type.Array(Type.Object({ date: Type.String(), values: ValuesSchema, message: Type.String() })),
  },
  {
    examples: [
      {
        asset: { class: 'crypto', code: 'BTC', name: 'Bitcoin' },
        indicator: 'sentiment',
        source: 'News_Social',
        from: '2025-11-25',
        to: '2026-11-24',
        points: [
          { date: '2026-11-23', value: 0.18, buzz: 410.5 },
          { date: '2026-11-24', value: 0.243, buzz: 530 },
        ],
        firings: [
          {
            date: '2026-11-24',
            values: { value: 0.243, previous: 0.18, threshold: 0.2 },
            message: 'Bitcoin (BTC): Sentiment crossed above 0.2 (0.243, from 0.180) on 2026-11-24',
          },
        ],
      },
    ],
  },
);
