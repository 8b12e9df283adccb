/**
 * The indicator codes the engine scores, spelled as the reference catalogue spells them
 * (anchor facts §1 and §1b). Range: B bipolar [-1, 1] (net of opposites), U unipolar [0, 1] (share of buzz),
 * C count. Every B and U score is a ratio over a buzz (anchor facts §4): the RMA families over `buzz`, the ESG
 * family over `esgBuzz` (the ESG package's own buzz: references to ESG concepts only).
 */
export type IndicatorRange = 'B' | 'U' | 'C';
export type IndicatorFamily = 'core' | 'market' | 'company' | 'currency' | 'commodity' | 'country' | 'esg';

export interface EngineIndicator {
  readonly code: string;
  readonly range: IndicatorRange;
  readonly family: IndicatorFamily;
}

const CORE =
  'buzz:C sentiment:B positive:U negative:U optimism:U pessimism:U joy:U loveHate:B trust:B anger:U disagreement:U fear:U gloom:U stress:U surprise:U timeUrgency:B uncertainty:U violence:U emotionVsFact:B shortVsLongTerm:B futureVsPast:B';
const MARKET =
  'longShort:B longShortForecast:B priceDirection:B priceForecast:B priceUp:U priceDown:U priceMomentum:B marketRisk:B topVsBottom:B overvaluedVsUndervalued:B volatility:U';
const COMPANY =
  'analystRating:B debtDefault:U dividends:B innovation:U earningsDirection:B earningsForecast:B accountingSentiment:B accountingNegative:U accountingPositive:U accountingRestatement:U revenueDirection:B revenueForecast:B intangiblesSentiment:B productSentiment:B laborDispute:U layoffs:U litigation:U insiderLongShort:B managementSentiment:B managementChange:U managementTrust:B partnership:U mergers:U cyberCrime:U';
const CURRENCY = 'carryTrade:U currencyPegInstability:B';
const COMMODITY =
  'consumptionVolume:B productionVolume:B regulatoryIssues:U supplyVsDemand:B supplyVsDemandForecast:B newExploration:U safetyAccident:U';
const COUNTRY =
  'tradeBalance:B budgetDeficit:U centralBank:U consumerSentiment:B creditEasyVsTight:B economicConflict:U economicGrowth:B economicUncertainty:U electionSentiment:B financialInstability:U financialSystemInstability:U fiscalPolicyLooseVsTight:B governmentAnger:U governmentCorruption:U governmentInstability:U inflation:U inflationForecast:B interestRates:B investmentFlows:B monetaryPolicyLooseVsTight:B naturalDisasters:U regimeChange:U socialInequality:U socialUnrest:U unemployment:U flood:U heatwave:U humanInfectiousDisease:U hunger:U volcanicActivity:U windStorm:U diseaseBurden:U humanDiseaseGI:U humanDiseasePulm:U';
// ESG Advanced datacols (anchor facts §1b) that are not already listed above; `esgBuzz` is the package's `buzz`.
const ESG =
  'esgBuzz:C cSRStrategyBuzz:C communityBuzz:C emissionsBuzz:C environmentalInnovationBuzz:C humanRightsBuzz:C managementBuzz:C productBuzz:C resourceUseBuzz:C shareholdersBuzz:C workforceBuzz:C cSRStrategy:B community:B communityControversies:U emissions:B emissionsControversies:U environmentalInnovation:B environmentalInnovationControversies:U humanRights:B humanRightsControversies:U management:B managementControversies:U product:B productControversies:U resourceUse:B resourceUseControversies:U shareholders:B shareholdersControversies:U workforce:B workforceControversies:U workplaceSentiment:B workplaceSafetyEfforts:B workplaceSafetyControversy:U workplaceDevelopment:B diversityEfforts:B diversityControversy:U benefits:B workLifeBalance:B wageFairness:B wageControversy:U benefitsControversy:U managementDiversity:B qualityMgmtSystems:U managementControversy:U productControversy:U privacyEfforts:B privacyControversy:U advertisementDeceptive:U rnDControversy:U customerSatisfaction:B climatePolicy:B airborneEmissionsImprovement:B airborneEmissionsControversy:U carbonEmissionsImprovement:B carbonEmissionsControversy:U recycling:B environmentalInvestment:U renewableEnergy:U renewableEnergyPolicy:B pollutionImprovement:B pollutionControversy:U environmentalControversy:U industrialAccident:U sustainabilityImprovement:B sustainabilityControversy:U sustainableInnovation:U sustainablePackaging:B antiTakeoverDevices:U accountingControversy:U shareholderRightsControversy:U creditControversy:U securitiesControversy:U taxFraudControversy:U profitWarning:U earningsDecline:U insiderDealingControversy:U activistInvestorActivity:U proxyFight:U humanRightsEfforts:B humanRightsControversy:U childLabor:U laborExploitation:U criticalCountriesControversy:U publicHealthSupport:B charity:U accessAffordability:B antiCompetitiveActs:U lobbying:U publicHealthControversy:U ethicsControversy:U corruptionControversy:U classActionLawsuit:U iPControversy:U legalPenalty:U crimeControversy:U supplyChainSustainability:U energyEfficiencyEfforts:B cSRActivities:U';

function parse(list: string, family: IndicatorFamily): EngineIndicator[] {
  return list.split(' ').map((item) => {
    const [code, range] = item.split(':') as [string, IndicatorRange];
    return { code, range, family };
  });
}

export const INDICATORS: readonly EngineIndicator[] = [
  ...parse(CORE, 'core'),
  ...parse(MARKET, 'market'),
  ...parse(COMPANY, 'company'),
  ...parse(CURRENCY, 'currency'),
  ...parse(COMMODITY, 'commodity'),
  ...parse(COUNTRY, 'country'),
  ...parse(ESG, 'esg'),
];

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
 * ESG codes that are also RMA indicators (shared sums, different denominators): a reference to one of these
 * counts towards `esgBuzz` as well as `buzz`.
 */
export const ESG_SHARED_CODES: readonly string[] = [
  'trust',
  'anger',
  'layoffs',
  'laborDispute',
  'litigation',
  'managementSentiment',
  'managementTrust',
  'productSentiment',
  'innovation',
  'accountingSentiment',
  'accountingRestatement',
  'regulatoryIssues',
];

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
