/**
 * The Radar alert rule (issue 15 '/radar/alerts'): what a user writes (target, kind, indicator, source, parameters,
 * cooldown, expiry) as the HTTP schema that checks it, the type the store and the evaluator share, and the
 * semantic checks a schema cannot make (which parameters a kind needs, the indicator of the target's class). Every
 * refusal names its field, as `Invalid parameter 'params.value': ...`.
 */
import { type Static, Type } from '@fastify/type-provider-typebox';
import {
  ALERT_DIRECTIONS,
  ALERT_KINDS,
  type AlertCondition,
  type AlertKind,
  ASSET_CLASS_CODES,
  type AssetClassCode,
  DEFAULT_TRAILING_WINDOW,
  getAssetClass,
  getClassIndicator,
  isCalendarDay,
  SOURCE_NAMES,
  type SourceName,
} from '@moodwire/domain';
import { HttpError } from '../http-error';

/** At most this many rules per user: bounds one user's share of every evaluation. */
export const MAX_ALERT_RULES_PER_USER = 100;
/** A group or watchlist target resolves to at most this many assets (a rule on 'all companies' is refused). */
export const MAX_TARGET_ASSETS = 2_000;
export const DEFAULT_COOLDOWN_DAYS = 3;
/** The trailing window (z-score, buzz spike) and the change period reach back at most this many days. */
export const MAX_LOOKBACK_DAYS = 365;

export const AlertTargetSchema = Type.Object(
  {
    type: Type.Enum(['asset', 'group', 'watchlist'], {
      description:
        "'asset' (class + code), 'group' (a preset group id) or 'watchlist' (one of the user's v5 watchlists)",
    }),
    class: Type.Optional(Type.Enum([...ASSET_CLASS_CODES], { description: "The asset's class (type 'asset')" })),
    code: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "The asset code (type 'asset')" })),
    group: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Preset group id (type 'group')" })),
    key: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Watchlist key (type 'watchlist')" })),
  },
  { additionalProperties: false, examples: [{ type: 'asset', class: 'crypto', code: 'BTC' }] },
);

export const AlertParamsSchema = Type.Object(
  {
    direction: Type.Optional(
      Type.Enum([...ALERT_DIRECTIONS], {
        description:
          "threshold: 'above' or 'below' (required); zscore: 'above', 'below' or 'either' (default); change: " +
          "'up', 'down' or 'either' (default)",
      }),
    ),
    value: Type.Optional(Type.Number({ description: 'threshold: the level the indicator crosses (required)' })),
    window: Type.Optional(
      Type.Integer({
        minimum: 5,
        maximum: MAX_LOOKBACK_DAYS,
        description: `zscore and buzz_spike: trailing window in days (default ${DEFAULT_TRAILING_WINDOW})`,
      }),
    ),
    limit: Type.Optional(
      Type.Number({ minimum: 0.5, maximum: 10, description: 'zscore: |z| at or beyond this fires (required)' }),
    ),
    days: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_LOOKBACK_DAYS, description: 'change: the period P in days (required)' }),
    ),
    amount: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, description: 'change: a change of at least this much fires (required)' }),
    ),
    factor: Type.Optional(
      Type.Number({
        minimum: 1,
        maximum: 1000,
        description: 'buzz_spike: buzz at or above factor x its trailing mean fires (required)',
      }),
    ),
  },
  { additionalProperties: false, examples: [{ direction: 'above', value: 0.2 }] },
);

/** The fields of a rule the evaluator needs (a preview sends these without name and target). */
export const AlertConditionFields = {
  kind: Type.Enum([...ALERT_KINDS], {
    description:
      'threshold: the indicator crosses a value; zscore: its z-score against a trailing window is beyond a ' +
      'limit; change: it changes by at least an amount over a period; buzz_spike: buzz at or above a multiple ' +
      'of its trailing mean',
    examples: ['threshold'],
  }),
  indicator: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: "An indicator of the target's class (the catalogue code); buzz_spike reads 'buzz' (its default)",
      examples: ['sentiment'],
    }),
  ),
  source: Type.Optional(
    Type.Enum([...SOURCE_NAMES], { description: "Default 'News_Social'", examples: ['News_Social'] }),
  ),
  params: AlertParamsSchema,
  cooldownDays: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 365,
      description: `Days between two firings of the rule on one asset (default ${DEFAULT_COOLDOWN_DAYS}; 0: any day)`,
    }),
  ),
};

export const AlertRuleInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, examples: ['Bitcoin mood turns'] }),
    target: AlertTargetSchema,
    ...AlertConditionFields,
    expires: Type.Optional(
      Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
        description: 'The last day the rule is evaluated (YYYY-MM-DD); null or absent: never expires',
      }),
    ),
    enabled: Type.Optional(Type.Boolean({ description: 'Default true' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Bitcoin mood turns',
        target: { type: 'asset', class: 'crypto', code: 'BTC' },
        kind: 'threshold',
        indicator: 'sentiment',
        source: 'News_Social',
        params: { direction: 'above', value: 0.2 },
        cooldownDays: 1,
        expires: null,
        enabled: true,
      },
    ],
  },
);

export type AlertTargetInput = Static<typeof AlertTargetSchema>;
export type AlertParams = Static<typeof AlertParamsSchema>;
export type AlertRuleInput = Static<typeof AlertRuleInputSchema>;

export type AlertTarget =
  | { type: 'asset'; class: AssetClassCode; code: string }
  | { type: 'group'; group: string }
  | { type: 'watchlist'; key: string };

export interface AlertRule extends AlertCondition {
  id: string;
  userId: string;
  name: string;
  target: AlertTarget;
  expires: string | null;
  enabled: boolean;
  created: string;
  updated: string;
}

function invalid(field: string, reason: string): HttpError {
  return new HttpError(400, `Invalid parameter '${field}': ${reason}`);
}

/** The target's fields for its type, and nothing else. */
export function checkTarget(input: AlertTargetInput): AlertTarget {
  const extra = (names: string[]) => {
    for (const name of ['class', 'code', 'group', 'key']) {
      if (!names.includes(name) && input[name as keyof AlertTargetInput] !== undefined) {
        throw invalid(`target.${name}`, `not used by a target of type '${input.type}'`);
      }
    }
  };
  if (input.type === 'asset') {
    extra(['class', 'code']);
    if (!input.class) throw invalid('target.class', "required for a target of type 'asset'");
    if (!input.code?.trim()) throw invalid('target.code', "required for a target of type 'asset'");
    if (getAssetClass(input.class)?.dataset !== 'rma') {
      throw invalid('target.class', `alerts read the market indices; '${input.class}' is an ESG class`);
    }
    return { type: 'asset', class: input.class, code: input.code.trim() };
  }
  if (input.type === 'group') {
    extra(['group']);
    if (!input.group?.trim()) throw invalid('target.group', "required for a target of type 'group'");
    return { type: 'group', group: input.group.trim() };
  }
  extra(['key']);
  if (!input.key?.trim()) throw invalid('target.key', "required for a target of type 'watchlist'");
  return { type: 'watchlist', key: input.key.trim() };
}

type ConditionInput = {
  kind: AlertKind;
  indicator?: string;
  source?: SourceName;
  params: AlertParams;
  cooldownDays?: number;
};

const PARAMS_OF_KIND: Record<AlertKind, { required: (keyof AlertParams)[]; optional: (keyof AlertParams)[] }> = {
  threshold: { required: ['direction', 'value'], optional: [] },
  zscore: { required: ['limit'], optional: ['direction', 'window'] },
  change: { required: ['days', 'amount'], optional: ['direction'] },
  buzz_spike: { required: ['factor'], optional: ['window'] },
};

const DIRECTIONS_OF_KIND: Record<AlertKind, readonly string[]> = {
  threshold: ['above', 'below'],
  zscore: ['above', 'below', 'either'],
  change: ['up', 'down', 'either'],
  buzz_spike: [],
};

/**
 * The condition with its defaults, after the checks a schema cannot make: the parameters the kind needs (and no
 * others), the direction words of the kind, and the indicator in the catalogue of every class the rule reads.
 */
export function checkCondition(input: ConditionInput, classes: readonly AssetClassCode[]): AlertCondition {
  const { required, optional } = PARAMS_OF_KIND[input.kind];
  for (const name of Object.keys(input.params) as (keyof AlertParams)[]) {
    if (input.params[name] === undefined) continue;
    if (!required.includes(name) && !optional.includes(name)) {
      throw invalid(`params.${name}`, `not used by a ${input.kind} rule`);
    }
  }
  for (const name of required) {
    if (input.params[name] === undefined) throw invalid(`params.${name}`, `required for a ${input.kind} rule`);
  }
  const direction = input.params.direction;
  if (direction !== undefined && !DIRECTIONS_OF_KIND[input.kind].includes(direction)) {
    throw invalid(
      'params.direction',
      `a ${input.kind} rule takes ${DIRECTIONS_OF_KIND[input.kind].map((word) => `'${word}'`).join(', ')}`,
    );
  }
  const params: AlertParams = { ...input.params };
  if (input.kind === 'zscore' || input.kind === 'change') params.direction = direction ?? 'either';
  if (input.kind === 'zscore' || input.kind === 'buzz_spike') params.window = params.window ?? DEFAULT_TRAILING_WINDOW;
  const indicator = input.indicator ?? (input.kind === 'buzz_spike' ? 'buzz' : undefined);
  if (indicator === undefined) throw invalid('indicator', `required for a ${input.kind} rule`);
  if (input.kind === 'buzz_spike' && indicator !== 'buzz') {
    throw invalid('indicator', "a buzz_spike rule reads 'buzz'");
  }
  for (const assetClass of classes) {
    const entry = getClassIndicator(assetClass, indicator);
    if (!entry || entry.isLegacy) {
      throw invalid('indicator', `'${indicator}' is not an indicator of the class '${assetClass}'`);
    }
  }
  return {
    kind: input.kind,
    indicator,
    source: input.source ?? 'News_Social',
    params,
    cooldownDays: input.cooldownDays ?? DEFAULT_COOLDOWN_DAYS,
  };
}

/** An expiry day: a real calendar day, not before today. */
export function checkExpiry(expires: string | null | undefined, today: string): string | null {
  if (expires === undefined || expires === null) return null;
  if (!isCalendarDay(expires)) throw invalid('expires', `'${expires}' is not a calendar day`);
  if (expires < today) throw invalid('expires', `must not be in the past (today is ${today})`);
  return expires;
}
