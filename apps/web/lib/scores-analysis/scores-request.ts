/**
 * A scores analysis request as the page's URL holds it and as the API call spells it (apps/api
 * scores-analysis-routes.ts): the four editions (ma4, esg4 on the v4 call; ma5, esg5 on their v5 calls), the
 * universe (a group or one of the user's watchlists), the signal, horizon, rebalancing and range.
 */
import {
  type AssetClassCode,
  encodeQuery,
  getAssetClass,
  getDefaultSentimentIndicator,
  isCalendarDay,
  isEsgAdvClass,
  isEsgCoreClass,
  type ProductCode,
} from '@moodwire/domain';

export type ScoresArea = 'ma4' | 'esg4' | 'ma5' | 'esg5';

export interface ScoresEdition {
  area: ScoresArea;
  product: ProductCode;
  /** The API path of the edition's call (its permission family). */
  apiPath: string;
  /** Whether the call takes `product` (the v4 call serves both products). */
  sendsProduct: boolean;
  defaultGroup: string;
  /** The route pattern of the page (packages/domain routes.ts). */
  pattern: string;
}

export const SCORES_EDITIONS: Record<ScoresArea, ScoresEdition> = {
  ma4: {
    area: 'ma4',
    product: 'rma',
    apiPath: '/masf/v4/scores-analysis',
    sendsProduct: true,
    defaultGroup: 'equ_top500',
    pattern: '/ma4/scores-analysis',
  },
  esg4: {
    area: 'esg4',
    product: 'esg',
    apiPath: '/masf/v4/scores-analysis',
    sendsProduct: true,
    defaultGroup: 'equesg',
    pattern: '/esg4/scores-analysis',
  },
  ma5: {
    area: 'ma5',
    product: 'rma',
    apiPath: '/ma/v5/scores-analysis',
    sendsProduct: false,
    defaultGroup: 'equ_top500',
    pattern: '/ma5/scores-analysis',
  },
  esg5: {
    area: 'esg5',
    product: 'esg',
    apiPath: '/esg/v5/scores-analysis',
    sendsProduct: false,
    defaultGroup: 'equesg',
    pattern: '/esg5/scores-analysis',
  },
};

/** The value of `indicator` that asks for the prediction model's score (the API's MODEL_SCORE). */
export const MODEL_SCORE = 'model_score';
export const HORIZONS = [1, 5, 20] as const;
export const REBALANCINGS = ['daily', 'weekly', 'monthly'] as const;
export const SCORES_DEFAULT_DAYS = 365;
export const SCORES_MAX_DAYS = 1_830;

export interface ScoresRequest {
  /** A group id, or null when a watchlist is the universe. */
  group: string | null;
  watchlist: string | null;
  /** An indicator code, MODEL_SCORE, or null for the class's default sentiment indicator. */
  indicator: string | null;
  source: string;
  horizon: number;
  rebalancing: string;
  /** YYYY-MM-DD or null (the API's default: the year up to the lake's last day). */
  start: string | null;
  end: string | null;
}

type Params = { get(key: string): string | null };

/** The request of a page URL, defaults filled (an unknown value is kept for the form to name). */
export function readScoresRequest(params: Params, edition: ScoresEdition): ScoresRequest {
  const watchlist = params.get('watchlist');
  const horizon = Number(params.get('horizon') ?? 5);
  return {
    group: watchlist ? null : (params.get('group') ?? edition.defaultGroup),
    watchlist: watchlist || null,
    indicator: params.get('indicator'),
    source: params.get('src') ?? 'News_Social',
    horizon: Number.isFinite(horizon) ? horizon : 5,
    rebalancing: params.get('rebalancing') ?? 'weekly',
    start: params.get('start') || null,
    end: params.get('end') || null,
  };
}

/** The page's URL state of a request (defaults left out, so a shared link stays short). */
export function scoresUrlPatch(request: ScoresRequest): Record<string, string | null> {
  return {
    group: request.watchlist ? null : request.group,
    watchlist: request.watchlist,
    indicator: request.indicator,
    src: request.source === 'News_Social' ? null : request.source,
    horizon: request.horizon === 5 ? null : String(request.horizon),
    rebalancing: request.rebalancing === 'weekly' ? null : request.rebalancing,
    start: request.start,
    end: request.end,
  };
}

/** A field the form names with its reason before any call (the API names the same fields). */
export interface ScoresProblem {
  field: 'start' | 'end' | 'universe';
  message: string;
}

export function checkScoresRequest(request: ScoresRequest): ScoresProblem | null {
  if (!request.group && !request.watchlist) return { field: 'universe', message: 'Pick a group or a watchlist.' };
  for (const field of ['start', 'end'] as const) {
    const value = request[field];
    if (value !== null && !isCalendarDay(value)) {
      return { field, message: `${field === 'start' ? 'Start' : 'End'} date is not a date (YYYY-MM-DD).` };
    }
  }
  if (request.start && request.end) {
    if (request.start >= request.end) return { field: 'end', message: 'The end date must be after the start date.' };
    const days = (Date.parse(request.end) - Date.parse(request.start)) / 86_400_000;
    if (days > SCORES_MAX_DAYS) {
      return { field: 'start', message: `The range spans ${days} days; at most ${SCORES_MAX_DAYS} per analysis.` };
    }
  }
  return null;
}

/** The query of the API call (its parameter names), for the fetch, the shown URL and the CSV link. */
export function scoresApiQuery(request: ScoresRequest, edition: ScoresEdition, format?: 'csv'): string {
  return encodeQuery({
    ...(edition.sendsProduct ? { product: edition.product } : {}),
    ...(request.watchlist ? { watchlist: request.watchlist } : { group: request.group ?? '' }),
    ...(request.indicator ? { indicator: request.indicator } : {}),
    src: request.source,
    horizon: String(request.horizon),
    rebalancing: request.rebalancing,
    ...(request.start ? { start_date: request.start } : {}),
    ...(request.end ? { end_date: request.end } : {}),
    ...(format ? { format } : {}),
  });
}

/** The class whose catalogue gives the indicators of a universe's class (ESG classes their own, others the base). */
export function signalClassOf(classCode: string): AssetClassCode | null {
  const assetClass = getAssetClass(classCode);
  if (!assetClass) return null;
  if (isEsgCoreClass(assetClass.code) || isEsgAdvClass(assetClass.code)) return assetClass.code;
  return assetClass.baseClass;
}

/** The indicator the API reads when none is named. */
export function defaultIndicatorOf(classCode: string): string {
  const signalClass = signalClassOf(classCode);
  return signalClass ? getDefaultSentimentIndicator(signalClass) : 'sentiment';
}

/** The ESG class a watchlist of companies or countries is analysed in (the API's choice: ESG Advanced). */
export function watchlistClassOf(baseClass: string, product: ProductCode): string {
  if (product !== 'esg') return baseClass;
  return baseClass === 'cou' ? 'couesg' : 'equesg';
}

/** Mean of the last `window` values at each point (fewer at the start); nulls are skipped, a window of nulls is null. */
export function rollingMean(values: readonly (number | null)[], window: number): (number | null)[] {
  const out: (number | null)[] = [];
  let sum = 0;
  let count = 0;
  values.forEach((value, i) => {
    if (value !== null) {
      sum += value;
      count++;
    }
    const leaving = i >= window ? values[i - window] : null;
    if (leaving !== null && leaving !== undefined) {
      sum -= leaving;
      count--;
    }
    out.push(count > 0 ? sum / count : null);
  });
  return out;
}
