/**
 * The alert rule editor's state as pure functions (issue 15 '/radar/alerts'), tested without a browser: the draft
 * the form edits (numbers kept as the text typed, so a half-typed value is not lost), the rule input the API takes
 * (POST /radarv5/alerts/rules), the preview request (POST /radarv5/alerts/preview), and the field an API refusal
 * names ("Invalid parameter 'params.value': ..."), so its message shows beside that field.
 */
import {
  ALERT_DIRECTIONS,
  ALERT_KINDS,
  type AlertConditionParams,
  type AlertDirection,
  type AlertKind,
  isSourceName,
  SCREEN_DEFAULT_SOURCE_NAME,
  type SourceName,
} from '@moodwire/domain';

export type AlertTargetType = 'asset' | 'group' | 'watchlist';

export interface AlertTargetInput {
  type: AlertTargetType;
  class?: string;
  code?: string;
  group?: string;
  key?: string;
}

/** The numeric parameters of the kinds (the API refuses a parameter its kind does not use). */
export type AlertParamName = 'value' | 'window' | 'limit' | 'days' | 'amount' | 'factor';

export type AlertParamsInput = AlertConditionParams;

export interface AlertRuleInput {
  name: string;
  target: AlertTargetInput;
  kind: AlertKind;
  indicator: string;
  source: SourceName;
  params: AlertParamsInput;
  cooldownDays?: number;
  expires: string | null;
  enabled: boolean;
}

/** The asset a rule targets (or that a group or watchlist rule is previewed on). */
export interface DraftAsset {
  class: string;
  code: string;
  name: string;
}

export interface AlertDraft {
  name: string;
  targetType: AlertTargetType;
  asset: DraftAsset | null;
  group: string;
  watchlist: string;
  kind: AlertKind;
  indicator: string;
  source: SourceName;
  direction: AlertDirection;
  params: Record<AlertParamName, string>;
  cooldownDays: string;
  expires: string;
  enabled: boolean;
}

export interface AlertKindInfo {
  kind: AlertKind;
  label: string;
  /** One sentence for the kind picker and the public page. */
  description: string;
  /** The numeric parameters it takes, in the form's order. */
  params: readonly AlertParamName[];
  /** The directions it offers; empty when it has none. */
  directions: readonly AlertDirection[];
}

export const ALERT_KIND_INFO: Record<AlertKind, AlertKindInfo> = {
  threshold: {
    kind: 'threshold',
    label: 'Threshold crossing',
    description: 'Fires on the day an indicator crosses above (or below) a level you set.',
    params: ['value'],
    directions: ['above', 'below'],
  },
  zscore: {
    kind: 'zscore',
    label: 'Unusual level (z-score)',
    description:
      'Fires when an indicator is more than a number of standard deviations away from its mean over a trailing window.',
    params: ['limit', 'window'],
    directions: ['either', 'above', 'below'],
  },
  change: {
    kind: 'change',
    label: 'Change over a period',
    description: 'Fires when an indicator has moved by at least an amount over a number of days, up or down.',
    params: ['amount', 'days'],
    directions: ['either', 'up', 'down'],
  },
  buzz_spike: {
    kind: 'buzz_spike',
    label: 'Buzz spike',
    description: 'Fires when the day’s buzz is at least a multiple of its mean over a trailing window.',
    params: ['factor', 'window'],
    directions: [],
  },
};

export const PARAM_LABELS: Record<AlertParamName, string> = {
  value: 'Level',
  window: 'Trailing window (days)',
  limit: 'Z-score limit',
  days: 'Period (days)',
  amount: 'Change of at least',
  factor: 'Buzz factor (× mean)',
};

export const PARAM_HINTS: Record<AlertParamName, string> = {
  value: 'The indicator’s value to cross.',
  window: '5 to 365 days; 30 when left empty.',
  limit: '0.5 to 10 standard deviations.',
  days: '1 to 365 days.',
  amount: 'In the indicator’s own units, more than 0.',
  factor: '1 to 1000, e.g. 3 for three times the usual buzz.',
};

export const DIRECTION_LABELS: Record<AlertDirection, string> = {
  above: 'Above',
  below: 'Below',
  up: 'Up',
  down: 'Down',
  either: 'Either way',
};

/** The cooldown a new rule starts with: the API's default (days of quiet on an asset after it fires there). */
export const DEFAULT_COOLDOWN_DAYS = 3;

const EMPTY_PARAMS: Record<AlertParamName, string> = {
  value: '',
  window: '',
  limit: '',
  days: '',
  amount: '',
  factor: '',
};

/** The suggested parameters of a kind: a new rule previews something at once. */
const KIND_DEFAULTS: Record<AlertKind, Partial<Record<AlertParamName, string>>> = {
  threshold: { value: '0.2' },
  zscore: { limit: '2', window: '30' },
  change: { amount: '0.2', days: '7' },
  buzz_spike: { factor: '2', window: '30' },
};

export function newAlertDraft(): AlertDraft {
  return {
    name: '',
    targetType: 'asset',
    asset: null,
    group: '',
    watchlist: '',
    kind: 'threshold',
    indicator: 'sentiment',
    source: SCREEN_DEFAULT_SOURCE_NAME,
    direction: 'above',
    params: { ...EMPTY_PARAMS, ...KIND_DEFAULTS.threshold },
    cooldownDays: String(DEFAULT_COOLDOWN_DAYS),
    expires: '',
    enabled: true,
  };
}

/** The draft after a change of kind: the kind's own parameters and direction, buzz for a buzz spike. */
export function withKind(draft: AlertDraft, kind: AlertKind, sentimentIndicator = 'sentiment'): AlertDraft {
  if (kind === draft.kind) return draft;
  const info = ALERT_KIND_INFO[kind];
  const indicator = kind === 'buzz_spike' ? 'buzz' : draft.indicator === 'buzz' ? sentimentIndicator : draft.indicator;
  return {
    ...draft,
    kind,
    indicator,
    direction: info.directions[0] ?? 'either',
    params: { ...EMPTY_PARAMS, ...KIND_DEFAULTS[kind] },
  };
}

/** A number typed in a field, or undefined when empty (the API then names the field if it needs one). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  // Text that is not a number goes as NaN (null in JSON): the API refuses it by the field's name.
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The parameters of the draft's kind, as the API takes them. */
export function paramsOf(draft: AlertDraft): AlertParamsInput {
  const info = ALERT_KIND_INFO[draft.kind];
  const params: AlertParamsInput = {};
  if (info.directions.length > 0) params.direction = draft.direction;
  for (const name of info.params) {
    const value = numberOf(draft.params[name]);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

export function targetOf(draft: AlertDraft): AlertTargetInput {
  switch (draft.targetType) {
    case 'asset':
      return { type: 'asset', class: draft.asset?.class ?? '', code: draft.asset?.code ?? '' };
    case 'group':
      return { type: 'group', group: draft.group };
    case 'watchlist':
      return { type: 'watchlist', key: draft.watchlist };
  }
}

/** The body of a create or update. */
export function toRuleInput(draft: AlertDraft): AlertRuleInput {
  const cooldown = numberOf(draft.cooldownDays);
  return {
    name: draft.name.trim(),
    target: targetOf(draft),
    kind: draft.kind,
    indicator: draft.kind === 'buzz_spike' ? 'buzz' : draft.indicator,
    source: draft.source,
    params: paramsOf(draft),
    ...(cooldown === undefined ? {} : { cooldownDays: cooldown }),
    expires: draft.expires.trim() === '' ? null : draft.expires.trim(),
    enabled: draft.enabled,
  };
}

export function isAlertKind(value: string): value is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(value);
}

/** The kind's description; a kind this page does not know (a newer API) reads as a threshold rule. */
export function kindInfoOf(kind: string): AlertKindInfo {
  return ALERT_KIND_INFO[isAlertKind(kind) ? kind : 'threshold'];
}

function isTargetType(value: string): value is AlertTargetType {
  return value === 'asset' || value === 'group' || value === 'watchlist';
}

/** What the editor needs of a stored rule (GET /radarv5/alerts/rules, whose kinds and targets are plain text). */
export interface StoredRule {
  name: string;
  target: Omit<AlertTargetInput, 'type'> & { type: string };
  kind: string;
  indicator: string;
  source: string;
  params: Omit<AlertParamsInput, 'direction'> & { direction?: string };
  cooldownDays: number;
  expires: string | null;
  enabled: boolean;
}

/** The draft of a stored rule (editing it); `asset` carries the name the list resolved, when it did. */
export function draftOfRule(rule: StoredRule, asset: DraftAsset | null): AlertDraft {
  const params = { ...EMPTY_PARAMS };
  for (const name of Object.keys(EMPTY_PARAMS) as AlertParamName[]) {
    const value = rule.params[name];
    if (typeof value === 'number') params[name] = String(value);
  }
  const kind = isAlertKind(rule.kind) ? rule.kind : 'threshold';
  const info = ALERT_KIND_INFO[kind];
  const direction = ALERT_DIRECTIONS.find((item) => item === rule.params.direction);
  const targetType = isTargetType(rule.target.type) ? rule.target.type : 'asset';
  return {
    name: rule.name,
    targetType,
    asset:
      targetType === 'asset'
        ? (asset ?? { class: rule.target.class ?? '', code: rule.target.code ?? '', name: rule.target.code ?? '' })
        : null,
    group: rule.target.group ?? '',
    watchlist: rule.target.key ?? '',
    kind,
    indicator: rule.indicator,
    source: isSourceName(rule.source) ? rule.source : SCREEN_DEFAULT_SOURCE_NAME,
    direction: direction ?? info.directions[0] ?? 'either',
    params,
    cooldownDays: String(rule.cooldownDays),
    expires: rule.expires ?? '',
    enabled: rule.enabled,
  };
}

export interface PreviewRequest {
  asset: { class: string; code: string };
  kind: AlertKind;
  indicator: string;
  source: SourceName;
  params: AlertParamsInput;
  cooldownDays?: number;
}

/** The preview of the draft on one asset, or null until there is an asset to preview on. */
export function toPreviewRequest(draft: AlertDraft, asset: DraftAsset | null): PreviewRequest | null {
  if (!asset || asset.code === '') return null;
  const input = toRuleInput(draft);
  return {
    asset: { class: asset.class, code: asset.code },
    kind: input.kind,
    indicator: input.indicator,
    source: input.source,
    params: input.params,
    ...(input.cooldownDays === undefined ? {} : { cooldownDays: input.cooldownDays }),
  };
}

/** The fields of the form an API message can name. */
export type AlertField =
  | 'name'
  | 'target'
  | 'kind'
  | 'indicator'
  | 'source'
  | 'direction'
  | AlertParamName
  | 'cooldownDays'
  | 'expires'
  | 'rules'
  | 'url'
  | 'form';

/**
 * The form field an API refusal names: "Invalid parameter 'params.value': ..." names `value`,
 * "Missing required parameter 'target.code'" the target, a message naming nothing the form as a whole.
 */
export function fieldOfMessage(message: string): AlertField {
  const match = /parameter '([^']+)'/.exec(message);
  if (!match?.[1]) return 'form';
  const path = match[1].replace(/^body\./, '').split('.');
  const [head, second] = path;
  if (head === 'params') {
    if (second === 'direction') return 'direction';
    if (second && second in EMPTY_PARAMS) return second as AlertParamName;
    return 'form';
  }
  if (head === 'target' || head === 'asset') return 'target';
  const known: readonly AlertField[] = [
    'name',
    'kind',
    'indicator',
    'source',
    'cooldownDays',
    'expires',
    'rules',
    'url',
  ];
  return known.includes(head as AlertField) ? (head as AlertField) : 'form';
}

/** A plain-words summary of a rule: "Sentiment above 0.2", "Buzz ≥ 3 × its 30-day mean". */
export function describeRule(rule: Pick<StoredRule, 'kind' | 'params'> & { indicatorName: string }): string {
  const { params } = rule;
  const direction = params.direction;
  switch (isAlertKind(rule.kind) ? rule.kind : 'threshold') {
    case 'threshold':
      return `${rule.indicatorName} crosses ${direction === 'below' ? 'below' : 'above'} ${params.value ?? '?'}`;
    case 'zscore': {
      const side = direction === 'above' ? 'above +' : direction === 'below' ? 'below −' : 'beyond ±';
      return `${rule.indicatorName} z-score ${side}${params.limit ?? '?'} over ${params.window ?? 30} days`;
    }
    case 'change': {
      const side = direction === 'up' ? 'rises' : direction === 'down' ? 'falls' : 'moves';
      return `${rule.indicatorName} ${side} by ${params.amount ?? '?'} or more over ${params.days ?? '?'} days`;
    }
    case 'buzz_spike':
      return `Buzz ≥ ${params.factor ?? '?'} × its ${params.window ?? 30}-day mean`;
  }
}
