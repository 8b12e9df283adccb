import { INDICATORS as CATALOGUE, type Indicator, type RangeKind } from '@moodwire/domain';

/**
 * The indicators the engine keeps a sum for: the catalogue of `@moodwire/domain` (the one list of codes, ranges
 * and datasets), read at load. Range: B bipolar [-1, 1] (net of opposites), U unipolar [0, 1] (share of buzz),
 * C count. Every B and U score is a ratio over a buzz (anchor facts §4): rma codes over `buzz`, ESG Advanced codes
 * over `esgBuzz` (the ESG package's own buzz: references to ESG concepts only).
 *
 * Taken from the catalogue, in its order: every rma code, then every esgadv code that rma does not have, with the
 * esgadv `buzz` named `esgBuzz` (one vector holds both buzzes). Left out: `mentions` (a plain count of entity
 * matches, not a sum of weights), the ESG Core ranks (computed from these sums over 365 days by the warehouse)
 * and the legacy v3 columns (not offered for new selections).
 */
export type IndicatorRange = 'B' | 'U' | 'C';

export interface EngineIndicator {
  readonly code: string;
  readonly range: IndicatorRange;
  /** the catalogue dataset the code comes from: rma, or esgadv for ESG Advanced codes that rma does not have */
  readonly dataset: 'rma' | 'esgadv';
}

const RANGE_OF: Readonly<Record<Exclude<RangeKind, 'rank'>, IndicatorRange>> = {
  bipolar: 'B',
  unipolar: 'U',
  count: 'C',
};

function isScored(indicator: Indicator): boolean {
  return (
    (indicator.dataset === 'rma' || indicator.dataset === 'esgadv') &&
    indicator.code !== 'mentions' &&
    !indicator.isLegacy &&
    indicator.rangeKind !== 'rank'
  );
}

function engineIndicators(): EngineIndicator[] {
  const out: EngineIndicator[] = [];
  const seen = new Set<string>();
  for (const dataset of ['rma', 'esgadv'] as const) {
    for (const indicator of CATALOGUE) {
      if (indicator.dataset !== dataset || !isScored(indicator)) continue;
      const code = dataset === 'esgadv' && indicator.code === 'buzz' ? 'esgBuzz' : indicator.code;
      if (seen.has(code)) continue;
      seen.add(code);
      out.push({ code, range: RANGE_OF[indicator.rangeKind as Exclude<RangeKind, 'rank'>], dataset });
    }
  }
  return out;
}

export const INDICATORS: readonly EngineIndicator[] = engineIndicators();

export const INDICATOR_COUNT = INDICATORS.length;
export const INDICATOR_INDEX: ReadonlyMap<string, number> = new Map(
  INDICATORS.map((indicator, i) => [indicator.code, i]),
);

/** Index of an indicator code; throws on an unknown code so that a lexicon typo fails at load, not silently. */
export function indicatorIndex(code: string): number {
  const index = INDICATOR_INDEX.get(code);
  if (index === undefined) throw new Error(`Unknown indicator code '${code}'`);
  return index;
}

/**
 * Codes of both rma and ESG Advanced (trust, layoffs, litigation...): shared sums, different denominators. A
 * reference to one of them counts towards `esgBuzz` as well as `buzz`.
 */
export const ESG_SHARED_CODES: readonly string[] = INDICATORS.filter(
  (indicator) =>
    indicator.dataset === 'rma' &&
    indicator.range !== 'C' &&
    CATALOGUE.some((other) => other.dataset === 'esgadv' && other.code === indicator.code),
).map((indicator) => indicator.code);

/**
 * Fine ESG topics roll up into the ten ESG categories (anchor facts §1b pillar mapping): a bipolar "efforts" topic
 * feeds the category's net score with its sign; a unipolar controversy feeds the category negatively and its
 * `...Controversies` share positively. Each reference also counts towards the category's `...Buzz`.
 */
export const ESG_CATEGORY_OF: Readonly<Record<string, string>> = {
  workplaceSentiment: 'workforce',
  workplaceSafetyEfforts: 'workforce',
  workplaceSafetyControversy: 'workforce',
  workplaceDevelopment: 'workforce',
  diversityEfforts: 'workforce',
  diversityControversy: 'workforce',
  benefits: 'workforce',
  workLifeBalance: 'workforce',
  wageFairness: 'workforce',
  layoffs: 'workforce',
  laborDispute: 'workforce',
  wageControversy: 'workforce',
  benefitsControversy: 'workforce',
  managementSentiment: 'management',
  managementDiversity: 'management',
  qualityMgmtSystems: 'management',
  managementTrust: 'management',
  managementControversy: 'management',
  accountingSentiment: 'management',
  accountingControversy: 'management',
  accountingRestatement: 'management',
  taxFraudControversy: 'management',
  productSentiment: 'product',
  productControversy: 'product',
  privacyEfforts: 'product',
  privacyControversy: 'product',
  innovation: 'product',
  advertisementDeceptive: 'product',
  rnDControversy: 'product',
  customerSatisfaction: 'product',
  climatePolicy: 'emissions',
  airborneEmissionsImprovement: 'emissions',
  airborneEmissionsControversy: 'emissions',
  carbonEmissionsImprovement: 'emissions',
  carbonEmissionsControversy: 'emissions',
  pollutionImprovement: 'emissions',
  pollutionControversy: 'emissions',
  environmentalControversy: 'emissions',
  industrialAccident: 'emissions',
  recycling: 'resourceUse',
  energyEfficiencyEfforts: 'resourceUse',
  supplyChainSustainability: 'resourceUse',
  sustainablePackaging: 'resourceUse',
  environmentalInvestment: 'environmentalInnovation',
  renewableEnergy: 'environmentalInnovation',
  renewableEnergyPolicy: 'environmentalInnovation',
  sustainabilityImprovement: 'environmentalInnovation',
  sustainabilityControversy: 'environmentalInnovation',
  sustainableInnovation: 'environmentalInnovation',
  antiTakeoverDevices: 'shareholders',
  shareholderRightsControversy: 'shareholders',
  creditControversy: 'shareholders',
  securitiesControversy: 'shareholders',
  profitWarning: 'shareholders',
  earningsDecline: 'shareholders',
  insiderDealingControversy: 'shareholders',
  activistInvestorActivity: 'shareholders',
  proxyFight: 'shareholders',
  humanRightsEfforts: 'humanRights',
  humanRightsControversy: 'humanRights',
  childLabor: 'humanRights',
  laborExploitation: 'humanRights',
  criticalCountriesControversy: 'humanRights',
  trust: 'community',
  publicHealthSupport: 'community',
  charity: 'community',
  accessAffordability: 'community',
  anger: 'community',
  antiCompetitiveActs: 'community',
  lobbying: 'community',
  publicHealthControversy: 'community',
  ethicsControversy: 'community',
  corruptionControversy: 'community',
  regulatoryIssues: 'community',
  classActionLawsuit: 'community',
  iPControversy: 'community',
  legalPenalty: 'community',
  litigation: 'community',
  crimeControversy: 'community',
  cSRActivities: 'cSRStrategy',
};

/** Direction topics that become their forecast twin when the reference sits in a forward-looking clause. */
export const FORECAST_OF: Readonly<Record<string, string>> = {
  priceDirection: 'priceForecast',
  longShort: 'longShortForecast',
  earningsDirection: 'earningsForecast',
  revenueDirection: 'revenueForecast',
  supplyVsDemand: 'supplyVsDemandForecast',
  inflation: 'inflationForecast',
};

/** Emotion indicators: a reference to any of them is emotional language for `emotionVsFact`. */
export const EMOTION_CODES: readonly string[] = [
  'joy',
  'loveHate',
  'trust',
  'anger',
  'disagreement',
  'fear',
  'gloom',
  'stress',
  'surprise',
  'violence',
  'optimism',
  'pessimism',
  'uncertainty',
];
