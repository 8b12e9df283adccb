/**
 * The indicator catalogue (spec §3 'Indicator'): every indicator of the reference facts, sections 1 and 1b,
 * with Code, Name, Description, Polarity, Groups, range kind and dataset. Codes keep the reference's spelling
 * (files and API columns are named by them), so a file written with these codes is format-compatible.
 *
 * One entry per (dataset, code): the same code may exist in two datasets with a dataset-specific meaning
 * (buzz counts all references in rma, ESG references in esgcor/esgadv). Within a dataset the catalogue order
 * is the column order of the files: for companies (equ) it is exactly the 62-column CMPNY layout, and for ESG
 * Adv companies (equesg) exactly the 111 datacols of the API, in API order.
 */
import { type AssetClassCode, type Dataset, getAssetClass, isAssetClassCode } from './asset-classes';
import { SOURCE_CODES, type SourceCode } from './sources';

/**
 * bipolar: -1..1, net of opposite meanings; unipolar: 0..1, share of buzz (may show tiny negatives);
 * count: 0..Inf; rank: 1..100 percentile-like rank (ESG Core).
 */
export type RangeKind = 'bipolar' | 'unipolar' | 'count' | 'rank';
export type Polarity = 1 | -1;

export interface Indicator {
  code: string;
  name: string;
  /** One sentence, in our own words. */
  description: string;
  /** +1: a higher value is good for the asset; -1: a higher value is bad. */
  polarity: Polarity;
  /** Slash-separated asset classes (our class codes) that carry this indicator, e.g. 'equ/etf/cur'. */
  groups: string;
  rangeKind: RangeKind;
  dataset: Dataset;
  /** Whether `mp_{sourcecode}_{code}` variants exist (spec §3: none for ESG Core). */
  hasSourceVariants: boolean;
  /** A legacy (TRMI v3) column kept so that old files still parse; not offered for new selections. */
  isLegacy?: boolean;
  /** Not confirmed by the reference facts (marked UNVERIFIED there, or our own design): a naming assumption. */
  isAssumed?: boolean;
}

/** The numeric range a value of this kind may take (unipolar values may dip slightly below 0 in real data). */
export const RANGE_BOUNDS: Record<RangeKind, { min: number; max: number }> = {
  bipolar: { min: -1, max: 1 },
  unipolar: { min: 0, max: 1 },
  count: { min: 0, max: Number.POSITIVE_INFINITY },
  rank: { min: 1, max: 100 },
};

// Class lists used in Groups (reference facts §1: "all asset classes unless noted").
const ALL = 'equ/etf/cou/coumkt/cur/crypto/agr/enm';
const MARKETS = 'equ/etf/cur/agr/enm/crypto/coumkt';
const TRADED = 'equ/etf/cur/agr/enm';
const COMPANY = 'equ/etf';
const COMMODITY = 'agr/enm';
const CORE = 'equcor/coucor';
const ADV = 'equesg';
const ADV_BOTH = 'equesg/couesg';
const ADV_COUNTRY = 'couesg';

type Row = [
  code: string,
  name: string,
  kind: RangeKind,
  polarity: Polarity,
  groups: string,
  description: string,
  flags?: { isLegacy?: boolean; isAssumed?: boolean },
];
const B: RangeKind = 'bipolar';
const U: RangeKind = 'unipolar';
const C: RangeKind = 'count';
const R: RangeKind = 'rank';
const ASSUMED = { isAssumed: true };
const LEGACY = { isLegacy: true };

/** LMA (rma) indicators, in file column order. */
const RMA_ROWS: Row[] = [
  ['mentions', 'Mentions', C, 1, TRADED, 'How many times the asset was referred to in the window.'],
  [
    'buzz',
    'Buzz',
    C,
    1,
    ALL,
    'Total weight of all scored references to the asset; every other score is a share of it.',
  ],
  [
    'sentiment',
    'Sentiment',
    B,
    1,
    ALL,
    'Overall tone: the share of positive references minus the share of negative ones.',
  ],
  ['negative', 'Negative', U, -1, ALL, 'Share of references to the asset that carry a negative tone.'],
  ['positive', 'Positive', U, 1, ALL, 'Share of references to the asset that carry a positive tone.'],
  ['optimism', 'Optimism', U, 1, ALL, 'Share of forward-looking references that expect things to get better.'],
  ['pessimism', 'Pessimism', U, -1, ALL, 'Share of forward-looking references that expect things to get worse.'],
  ['joy', 'Joy', U, 1, ALL, 'Share of references expressing happiness or delight about the asset.'],
  ['loveHate', 'Love vs Hate', B, 1, ALL, 'Affection for the asset net of expressions of hatred toward it.'],
  ['trust', 'Trust', B, 1, ALL, 'Expressions of trust in the asset net of distrust and suspicion.'],
  ['anger', 'Anger', U, -1, ALL, 'Share of references expressing anger or disgust.'],
  ['disagreement', 'Disagreement', U, -1, ALL, 'Share of references describing disagreement, dispute or conflict.'],
  ['fear', 'Fear', U, -1, ALL, 'Share of references expressing fear or anxiety.'],
  ['gloom', 'Gloom', U, -1, ALL, 'Share of references expressing gloom or sadness.'],
  ['stress', 'Stress', U, -1, ALL, 'Share of references describing strain, pressure or distress.'],
  ['surprise', 'Surprise', U, 1, ALL, 'Share of references expressing surprise or the unexpected.'],
  ['timeUrgency', 'Time Urgency', B, -1, ALL, 'Language of urgency and haste net of language of calm and leisure.'],
  ['uncertainty', 'Uncertainty', U, -1, ALL, 'Share of references expressing doubt or uncertainty.'],
  ['violence', 'Violence', U, -1, ALL, 'Share of references to violence, attacks or war.'],
  [
    'emotionVsFact',
    'Emotion vs Fact',
    B,
    -1,
    ALL,
    'How emotional rather than factual the language about the asset is.',
  ],
  ['shortVsLongTerm', 'Short vs Long Term', B, -1, ALL, 'Focus on the near term net of focus on the long term.'],
  [
    'longShort',
    'Long vs Short',
    B,
    1,
    MARKETS,
    'Talk of buying or holding the asset net of talk of selling or shorting it.',
  ],
  [
    'longShortForecast',
    'Long vs Short Forecast',
    B,
    1,
    MARKETS,
    'Expected buying of the asset net of expected selling.',
  ],
  ['priceDirection', 'Price Direction', B, 1, MARKETS, 'Reports of the price rising net of reports of it falling.'],
  ['priceDown', 'Price Down', U, -1, MARKETS, 'Share of references reporting a falling price.'],
  [
    'priceForecast',
    'Price Forecast',
    B,
    1,
    MARKETS,
    'Predictions of a rising price net of predictions of a falling one.',
  ],
  ['priceUp', 'Price Up', U, 1, MARKETS, 'Share of references reporting a rising price.'],
  ['priceMomentum', 'Price Momentum', B, 1, 'cur', 'Talk of a strengthening price trend net of a weakening one.'],
  [
    'marketRisk',
    'Market Risk',
    B,
    1,
    'equ/etf/cou',
    'Risk-on and bubble talk net of risk-off and flight-to-safety talk.',
  ],
  ['topVsBottom', 'Top vs Bottom', B, -1, TRADED, 'Calls that the price has peaked net of calls that it has bottomed.'],
  [
    'overvaluedVsUndervalued',
    'Overvalued vs Undervalued',
    B,
    -1,
    TRADED,
    'Views that the asset is overpriced net of views that it is cheap.',
  ],
  ['volatility', 'Volatility', U, -1, TRADED, 'Share of references to price swings and volatility.'],
  // Companies and company groups (CMPNY, CMPNY_GRP)
  ['analystRating', 'Analyst Rating', B, 1, COMPANY, 'Analyst upgrades net of analyst downgrades.'],
  [
    'debtDefault',
    'Debt Default',
    U,
    -1,
    'equ/etf/cou',
    'Share of references to debt default, bankruptcy or failure to pay.',
  ],
  ['dividends', 'Dividends', B, 1, COMPANY, 'Dividend increases and initiations net of dividend cuts.'],
  ['innovation', 'Innovation', U, 1, COMPANY, 'Share of references describing the company as inventive or innovative.'],
  [
    'earningsDirection',
    'Earnings Direction',
    B,
    1,
    COMPANY,
    'Reports of rising earnings net of reports of falling earnings.',
  ],
  [
    'earningsForecast',
    'Earnings Forecast',
    B,
    1,
    COMPANY,
    'Expected earnings growth net of expected earnings decline.',
  ],
  [
    'accountingSentiment',
    'Accounting Sentiment',
    B,
    1,
    COMPANY,
    "Overall tone of references to the company's accounts and reporting.",
  ],
  [
    'accountingNegative',
    'Accounting Negative',
    U,
    -1,
    COMPANY,
    "Share of references raising problems with the company's accounts.",
  ],
  ['accountingPositive', 'Accounting Positive', U, 1, COMPANY, "Share of references praising the company's accounts."],
  [
    'accountingRestatement',
    'Accounting Restatement',
    U,
    -1,
    COMPANY,
    'Share of references to restated financial statements.',
  ],
  [
    'revenueDirection',
    'Revenue Direction',
    B,
    1,
    COMPANY,
    'Reports of rising revenue net of reports of falling revenue.',
  ],
  ['revenueForecast', 'Revenue Forecast', B, 1, COMPANY, 'Expected revenue growth net of expected revenue decline.'],
  [
    'intangiblesSentiment',
    'Intangibles Sentiment',
    B,
    1,
    COMPANY,
    'Tone of references to brand, reputation and other intangible assets.',
  ],
  [
    'productSentiment',
    'Product Sentiment',
    B,
    1,
    COMPANY,
    "Tone of references to the company's products and services.",
  ],
  ['laborDispute', 'Labor Dispute', U, -1, COMPANY, 'Share of references to strikes and labour disputes.'],
  ['layoffs', 'Layoffs', U, -1, COMPANY, 'Share of references to job cuts and layoffs.'],
  ['litigation', 'Litigation', U, -1, COMPANY, 'Share of references to lawsuits and legal action.'],
  ['insiderLongShort', 'Insider Long vs Short', B, 1, COMPANY, 'Insider buying of the stock net of insider selling.'],
  ['managementSentiment', 'Management Sentiment', B, 1, COMPANY, "Tone of references to the company's leadership."],
  [
    'managementChange',
    'Management Change',
    U,
    -1,
    COMPANY,
    'Share of references to executives joining, leaving or being replaced.',
  ],
  [
    'managementTrust',
    'Management Trust',
    B,
    1,
    COMPANY,
    'Trust in the leadership net of reports of dishonest leadership.',
  ],
  ['partnership', 'Partnership', U, 1, COMPANY, 'Share of references to alliances, joint ventures and partnerships.'],
  ['mergers', 'Mergers', U, 1, COMPANY, 'Share of references to mergers and acquisitions.'],
  ['cyberCrime', 'Cyber Crime', U, -1, COMPANY, 'Share of references to hacking, data breaches and cyber attacks.'],
  // Currencies (CUR)
  ['carryTrade', 'Carry Trade', U, 1, 'cur', 'Share of references to carry trades funded or placed in the currency.'],
  [
    'currencyPegInstability',
    'Currency Peg Instability',
    B,
    -1,
    'cur',
    'Talk of a currency peg breaking net of talk of it holding.',
  ],
  // Commodities (COM_AGR, COM_ENM)
  [
    'consumptionVolume',
    'Consumption Volume',
    B,
    1,
    COMMODITY,
    'Reports of rising consumption of the commodity net of falling consumption.',
  ],
  [
    'productionVolume',
    'Production Volume',
    B,
    -1,
    COMMODITY,
    'Reports of rising output of the commodity net of falling output.',
  ],
  [
    'regulatoryIssues',
    'Regulatory Issues',
    U,
    -1,
    COMMODITY,
    'Share of references to regulation, legal limits and rule breaches.',
  ],
  [
    'supplyVsDemand',
    'Supply vs Demand',
    B,
    -1,
    COMMODITY,
    'Oversupply or weak demand net of shortage or strong demand.',
  ],
  [
    'supplyVsDemandForecast',
    'Supply vs Demand Forecast',
    B,
    -1,
    COMMODITY,
    'Expected oversupply net of expected shortage.',
  ],
  [
    'newExploration',
    'New Exploration',
    U,
    -1,
    'enm',
    'Share of references to new discoveries, drilling and exploration.',
  ],
  ['safetyAccident', 'Safety Accident', U, -1, 'enm', 'Share of references to spills, explosions and other accidents.'],
  [
    'cropDamage',
    'Crop Damage',
    U,
    1,
    'agr',
    'Share of references to harvests harmed by weather, pests or disease.',
    ASSUMED,
  ],
  // Countries (COU): macro and political themes
  [
    'tradeBalance',
    'Trade Balance',
    B,
    1,
    'cou',
    'Talk of a trade surplus or improving exports net of a widening trade deficit.',
  ],
  ['budgetDeficit', 'Budget Deficit', U, -1, 'cou', 'Share of references to government budget deficits.'],
  ['centralBank', 'Central Bank', B, 1, 'cou', 'Tone of references to the central bank and its decisions.'],
  [
    'consumerSentiment',
    'Consumer Sentiment',
    B,
    1,
    'cou',
    'Confident consumer spending talk net of consumer retrenchment.',
  ],
  [
    'creditEasyVsTight',
    'Credit Easy vs Tight',
    B,
    1,
    'cou',
    'Talk of easy credit conditions net of tight credit conditions.',
  ],
  ['economicConflict', 'Economic Conflict', U, -1, 'cou', 'Share of references to trade wars, tariffs and sanctions.'],
  ['economicGrowth', 'Economic Growth', B, 1, 'cou', 'Reports of an expanding economy net of a contracting one.'],
  [
    'economicUncertainty',
    'Economic Uncertainty',
    U,
    -1,
    'cou',
    'Share of references expressing doubt about the economy.',
  ],
  ['electionSentiment', 'Election Sentiment', B, 1, 'cou', 'Tone of references to elections and campaigns.'],
  [
    'financialInstability',
    'Financial Instability',
    U,
    -1,
    'cou',
    'Share of references to banking stress and financial crises.',
  ],
  [
    'fiscalPolicyLooseVsTight',
    'Fiscal Policy Loose vs Tight',
    B,
    1,
    'cou',
    'Talk of fiscal stimulus net of talk of austerity.',
  ],
  ['governmentAnger', 'Government Anger', U, -1, 'cou', 'Share of references expressing anger at the government.'],
  [
    'governmentCorruption',
    'Government Corruption',
    U,
    -1,
    'cou',
    'Share of references to bribery and corruption in government.',
  ],
  [
    'governmentInstability',
    'Government Instability',
    U,
    -1,
    'cou',
    'Share of references to collapsing coalitions, resignations and political crises.',
  ],
  ['inflation', 'Inflation', B, -1, 'cou', 'Reports of rising prices net of reports of falling prices.'],
  [
    'inflationForecast',
    'Inflation Forecast',
    B,
    -1,
    'cou',
    'Expected price increases net of expected price decreases.',
  ],
  ['interestRates', 'Interest Rates', B, -1, 'cou', 'Talk of rising interest rates net of falling interest rates.'],
  ['investmentFlows', 'Investment Flows', B, 1, 'cou', 'Capital flowing into the country net of capital flowing out.'],
  [
    'monetaryPolicyLooseVsTight',
    'Monetary Policy Loose vs Tight',
    B,
    1,
    'cou',
    'Talk of monetary easing net of monetary tightening.',
  ],
  [
    'naturalDisasters',
    'Natural Disasters',
    U,
    -1,
    'cou',
    'Share of references to earthquakes, storms, floods and similar disasters.',
  ],
  [
    'regimeChange',
    'Regime Change',
    U,
    -1,
    'cou',
    'Share of references to coups, revolutions and the overthrow of governments.',
  ],
  [
    'socialInequality',
    'Social Inequality',
    U,
    -1,
    'cou',
    'Share of references to inequality of income, wealth or opportunity.',
  ],
  ['socialUnrest', 'Social Unrest', U, -1, 'cou', 'Share of references to protests, riots and civil disorder.'],
  [
    'unemployment',
    'Unemployment',
    B,
    -1,
    'cou',
    'Reports of rising joblessness net of reports of falling joblessness.',
  ],
  ['flood', 'Flood', U, -1, 'cou', 'Share of references to flooding.'],
  ['heatwave', 'Heatwave', U, -1, 'cou', 'Share of references to heatwaves and extreme heat.'],
  [
    'humanInfectiousDisease',
    'Human Infectious Disease',
    U,
    -1,
    'cou',
    'Share of references to outbreaks of infectious disease among people.',
  ],
  ['hunger', 'Hunger', U, -1, 'cou', 'Share of references to famine, hunger and food shortages.'],
  ['volcanicActivity', 'Volcanic Activity', U, -1, 'cou', 'Share of references to volcanic eruptions.'],
  ['windStorm', 'Wind Storm', U, -1, 'cou', 'Share of references to hurricanes, typhoons and other wind storms.'],
  [
    'diseaseBurden',
    'Disease Burden',
    U,
    -1,
    'cou',
    'Share of references to the overall toll of illness on the population.',
  ],
  ['humanDiseaseGI', 'Human Disease GI', U, -1, 'cou', 'Share of references to gastrointestinal illness.'],
  ['humanDiseasePulm', 'Human Disease Pulmonary', U, -1, 'cou', 'Share of references to respiratory and lung illness.'],
  // Country markets (COU_MKT): stock indices, sovereign bonds, real estate. Our naming (the reference does not
  // list these columns); bondBuzz and stockIndexSentiment are the defaults of spec §9.
  ['bondBuzz', 'Bond Buzz', C, 1, 'coumkt', "Total weight of references to the country's sovereign bonds.", ASSUMED],
  [
    'bondSentiment',
    'Bond Sentiment',
    B,
    1,
    'coumkt',
    "Overall tone of references to the country's sovereign bonds.",
    ASSUMED,
  ],
  [
    'bondPriceDirection',
    'Bond Price Direction',
    B,
    1,
    'coumkt',
    'Reports of rising bond prices net of falling bond prices.',
    ASSUMED,
  ],
  [
    'bondPriceForecast',
    'Bond Price Forecast',
    B,
    1,
    'coumkt',
    'Expected rises in bond prices net of expected falls.',
    ASSUMED,
  ],
  [
    'stockIndexBuzz',
    'Stock Index Buzz',
    C,
    1,
    'coumkt',
    "Total weight of references to the country's stock index.",
    ASSUMED,
  ],
  [
    'stockIndexSentiment',
    'Stock Index Sentiment',
    B,
    1,
    'coumkt',
    "Overall tone of references to the country's stock index.",
    ASSUMED,
  ],
  [
    'stockIndexPriceDirection',
    'Stock Index Price Direction',
    B,
    1,
    'coumkt',
    'Reports of the index rising net of reports of it falling.',
    ASSUMED,
  ],
  [
    'stockIndexPriceForecast',
    'Stock Index Price Forecast',
    B,
    1,
    'coumkt',
    'Expected index gains net of expected index losses.',
    ASSUMED,
  ],
  [
    'realEstateBuzz',
    'Real Estate Buzz',
    C,
    1,
    'coumkt',
    "Total weight of references to the country's property market.",
    ASSUMED,
  ],
  [
    'realEstateSentiment',
    'Real Estate Sentiment',
    B,
    1,
    'coumkt',
    "Overall tone of references to the country's property market.",
    ASSUMED,
  ],
  ['futureVsPast', 'Future vs Past', B, 1, ALL, 'References to the future net of references to the past.'],
  // Legacy TRMI v3 columns (v4 renamed conflict to disagreement and dropped the others).
  [
    'fundamentalStrength',
    'Fundamental Strength',
    B,
    1,
    COMPANY,
    'Talk of strong business fundamentals net of weak ones.',
    LEGACY,
  ],
  [
    'conflict',
    'Conflict',
    B,
    -1,
    ALL,
    'Disagreement and dispute net of agreement (the v3 predecessor of Disagreement).',
    LEGACY,
  ],
  [
    'relativeBuzz',
    'Relative Buzz',
    U,
    1,
    'equ/etf/agr/enm',
    "The asset's buzz as a share of the buzz of its whole asset class.",
    LEGACY,
  ],
];

/** LMA-ESG Core (esgcor): 365-day windows, ranks 1-100 (ESGControversies: 1 worst, 100 best). */
const ESG_CORE_ROWS: Row[] = [
  ['buzz', 'Buzz', C, 1, CORE, 'Total weight of references to ESG-related concepts over the previous 365 days.'],
  ['ESG', 'ESG Overall Score', R, 1, CORE, 'Rank of the overall environmental, social and governance standing.'],
  [
    'ESGCombined',
    'ESG Combined Score',
    R,
    1,
    CORE,
    'Rank that blends the overall ESG rank with the controversies rank.',
  ],
  [
    'ESGControversies',
    'ESG Controversies Score',
    R,
    1,
    CORE,
    'Rank of exposure to ESG controversies, where 1 is the most controversial.',
  ],
  [
    'EnvironmentalPillar',
    'Environment Pillar Score',
    R,
    1,
    CORE,
    'Rank of environmental standing across resource use, emissions and green innovation.',
  ],
  [
    'GovernancePillar',
    'Governance Pillar Score',
    R,
    1,
    CORE,
    'Rank of governance standing across management, shareholders and CSR strategy.',
  ],
  [
    'SocialPillar',
    'Social Pillar Score',
    R,
    1,
    CORE,
    'Rank of social standing across workforce, human rights, community and products.',
  ],
  [
    'CSRStrategy',
    'CSR Strategy Category Score',
    R,
    1,
    CORE,
    'Rank of how well sustainability is built into strategy and reporting.',
  ],
  [
    'Community',
    'Community Category Score',
    R,
    1,
    CORE,
    'Rank of care for public health, local communities and business ethics.',
  ],
  [
    'Emissions',
    'Emissions Category Score',
    R,
    1,
    CORE,
    'Rank of progress in cutting emissions from production and operations.',
  ],
  [
    'EnvironmentalInnovation',
    'Environmental Innovation Category Score',
    R,
    1,
    CORE,
    'Rank of investment in green technology and eco-friendly design.',
  ],
  ['HumanRights', 'Human Rights Category Score', R, 1, CORE, 'Rank of respect for human-rights conventions.'],
  ['Management', 'Management Category Score', R, 1, CORE, 'Rank of adherence to good corporate-governance practice.'],
  [
    'ProductResponsibility',
    'Product Category Score',
    R,
    1,
    CORE,
    'Rank of product quality, customer safety, integrity and data privacy.',
  ],
  [
    'ResourceUse',
    'Resource Use Category Score',
    R,
    1,
    CORE,
    'Rank of efficiency in the use of materials, energy and water.',
  ],
  [
    'Shareholders',
    'Shareholders Category Score',
    R,
    1,
    CORE,
    'Rank of fair treatment of shareholders and restraint in anti-takeover measures.',
  ],
  [
    'Workforce',
    'Workforce Category Score',
    R,
    1,
    CORE,
    'Rank of job satisfaction, safety, diversity and staff development.',
  ],
];

/** LMA-ESG Advanced (esgadv): the 111 equesg datacols in API order, then the country-only (couesg) columns. */
const ESG_ADV_ROWS: Row[] = [
  ['mentions', 'Mentions', C, 1, ADV, 'How many times the company was detected in the media.'],
  ['cSRStrategyBuzz', 'CSR Strategy Buzz', C, 1, ADV, 'Weight of references to sustainability strategy and reporting.'],
  ['communityBuzz', 'Community Buzz', C, 1, ADV_BOTH, 'Weight of references to community matters.'],
  ['emissionsBuzz', 'Emissions Buzz', C, 1, ADV_BOTH, 'Weight of references to emissions.'],
  [
    'environmentalInnovationBuzz',
    'Environmental Innovation Buzz',
    C,
    1,
    ADV,
    'Weight of references to environmental innovation.',
  ],
  ['humanRightsBuzz', 'Human Rights Buzz', C, 1, ADV, 'Weight of references to human rights.'],
  ['managementBuzz', 'Management Buzz', C, 1, ADV, 'Weight of references to management and governance.'],
  ['productBuzz', 'Product Buzz', C, 1, ADV, 'Weight of references to products and product responsibility.'],
  ['resourceUseBuzz', 'Resource Use Buzz', C, 1, ADV, 'Weight of references to the use of resources.'],
  ['shareholdersBuzz', 'Shareholders Buzz', C, 1, ADV, 'Weight of references to the treatment of shareholders.'],
  ['workforceBuzz', 'Workforce Buzz', C, 1, ADV, 'Weight of references to the workforce.'],
  ['buzz', 'Buzz', C, 1, ADV_BOTH, 'Total weight of references to any ESG-related concept.'],
  ['cSRStrategy', 'CSR Strategy', B, 1, ADV, 'Tone of references to sustainability strategy and reporting.'],
  [
    'community',
    'Community',
    B,
    1,
    ADV_BOTH,
    'Good citizenship, public health and ethics net of public anger, corruption and legal scandal.',
  ],
  [
    'communityControversies',
    'Community Controversies',
    U,
    -1,
    ADV,
    'Share of references to controversies affecting communities.',
  ],
  [
    'emissions',
    'Emissions',
    B,
    1,
    ADV,
    'Efforts to cut emissions from production and operations net of reports of polluting emissions.',
  ],
  ['emissionsControversies', 'Emissions Controversies', U, -1, ADV, 'Share of references to emissions controversies.'],
  [
    'environmentalInnovation',
    'Environmental Innovation',
    B,
    1,
    ADV,
    'Green technology and design net of environmentally damaging or unsustainable activity.',
  ],
  [
    'environmentalInnovationControversies',
    'Environmental Innovation Controversies',
    U,
    -1,
    ADV,
    'Share of references to controversies over environmental innovation.',
  ],
  [
    'humanRights',
    'Human Rights',
    B,
    1,
    ADV,
    'Support for human rights net of abuses such as child or forced labour and sanctions breaches.',
  ],
  [
    'humanRightsControversies',
    'Human Rights Controversies',
    U,
    -1,
    ADV,
    'Share of references to human-rights controversies.',
  ],
  ['management', 'Management', B, 1, ADV, 'Good corporate-governance practice net of management scandals.'],
  [
    'managementControversies',
    'Management Controversies',
    U,
    -1,
    ADV,
    'Share of references to governance controversies.',
  ],
  [
    'product',
    'Product',
    B,
    1,
    ADV,
    'Safe, honest, private and well-made products net of flaws, deception and customer complaints.',
  ],
  ['productControversies', 'Product Controversies', U, -1, ADV, 'Share of references to product controversies.'],
  [
    'resourceUse',
    'Resource Use',
    B,
    1,
    ADV,
    'Efficient energy use and sustainable supply chains net of waste and inefficiency.',
  ],
  [
    'resourceUseControversies',
    'Resource Use Controversies',
    U,
    -1,
    ADV,
    'Share of references to controversies over resource use.',
  ],
  [
    'shareholders',
    'Shareholders',
    B,
    1,
    ADV,
    'Fair treatment of shareholders net of shareholder and financial controversies.',
  ],
  [
    'shareholdersControversies',
    'Shareholders Controversies',
    U,
    -1,
    ADV,
    'Share of references to shareholder controversies.',
  ],
  [
    'workforce',
    'Workforce',
    B,
    1,
    ADV,
    'Satisfied, safe, diverse and developing staff net of accidents, layoffs, disputes and bias.',
  ],
  ['workforceControversies', 'Workforce Controversies', U, -1, ADV, 'Share of references to workforce controversies.'],
  [
    'workplaceSentiment',
    'Workplace Sentiment',
    B,
    1,
    ADV,
    'Tone of references to the workplace and working conditions.',
  ],
  [
    'workplaceSafetyEfforts',
    'Workplace Safety Efforts',
    B,
    1,
    ADV,
    'A healthy and safe workplace net of unsafe or exploitative conditions.',
  ],
  [
    'workplaceSafetyControversy',
    'Workplace Safety Controversy',
    U,
    -1,
    ADV,
    'Share of references to workplace abuse, exploitation and safety breaches.',
  ],
  [
    'workplaceDevelopment',
    'Workplace Development',
    B,
    1,
    ADV,
    'Ample training and career development net of little of either.',
  ],
  [
    'diversityEfforts',
    'Diversity Efforts',
    B,
    1,
    ADV,
    'Promotion of equal opportunity and diversity net of discrimination.',
  ],
  [
    'diversityControversy',
    'Diversity Controversy',
    U,
    -1,
    ADV,
    'Share of references to discrimination and barriers to advancement at work.',
  ],
  ['benefits', 'Benefits', B, 1, ADV, 'Improvements to employee benefits net of cuts to them.'],
  [
    'workLifeBalance',
    'Work Life Balance',
    B,
    1,
    ADV,
    'Tone of references to work-life balance and the amenities that support it.',
  ],
  ['wageFairness', 'Wage Fairness', B, 1, ADV, 'Fair pay net of pay gaps and disparities.'],
  ['layoffs', 'Layoffs', U, -1, ADV, 'Share of references to staff cuts.'],
  ['laborDispute', 'Labor Dispute', U, -1, ADV, 'Share of references to labour unrest and stoppages.'],
  ['wageControversy', 'Wage Controversy', U, -1, ADV, 'Share of references to unfair or late pay.'],
  [
    'benefitsControversy',
    'Benefits Controversy',
    U,
    -1,
    ADV,
    'Share of references to benefits being disrupted or taken away.',
  ],
  [
    'managementSentiment',
    'Management Sentiment',
    B,
    1,
    ADV,
    'Tone of references to the qualities of the management team.',
  ],
  ['managementDiversity', 'Management Diversity', B, 1, ADV, 'Diversity in the management team net of its uniformity.'],
  [
    'qualityMgmtSystems',
    'Quality Management Systems',
    U,
    1,
    ADV,
    'Share of references to safety protocols and systematic quality management.',
  ],
  [
    'managementTrust',
    'Management Trust',
    B,
    1,
    ADV,
    'Trust in the management team net of reports of unethical conduct by it.',
  ],
  [
    'managementControversy',
    'Management Controversy',
    U,
    -1,
    ADV,
    'Share of references to improper or rule-breaking conduct by managers.',
  ],
  ['productSentiment', 'Product Sentiment', B, 1, ADV, "Tone of references to the company's products and services."],
  [
    'productControversy',
    'Product Controversy',
    U,
    -1,
    ADV,
    'Share of references to product defects, recalls and injuries.',
  ],
  ['privacyEfforts', 'Privacy Efforts', B, 1, ADV, 'Protection of data security and privacy net of breaches.'],
  ['privacyControversy', 'Privacy Controversy', U, -1, ADV, 'Share of references to violations of customer privacy.'],
  ['innovation', 'Innovation', U, 1, ADV, 'Share of references describing the company as innovative.'],
  ['advertisementDeceptive', 'Advertisement Deceptive', U, -1, ADV, 'Share of references to misleading advertising.'],
  ['rnDControversy', 'RnD Controversy', U, -1, ADV, 'Share of references to controversial research and development.'],
  ['customerSatisfaction', 'Customer Satisfaction', B, 1, ADV, 'Satisfied customers net of dissatisfied ones.'],
  [
    'climatePolicy',
    'Climate Policy',
    B,
    1,
    ADV,
    'Policies to curb greenhouse gases and other emissions net of breaches of them.',
  ],
  [
    'airborneEmissionsImprovement',
    'Airborne Emissions Improvement',
    B,
    1,
    ADV,
    'Progress in reducing airborne emissions net of increases.',
  ],
  [
    'airborneEmissionsControversy',
    'Airborne Emissions Controversy',
    U,
    -1,
    ADV,
    'Share of references to airborne carbon releases.',
  ],
  [
    'carbonEmissionsImprovement',
    'Carbon Emissions Improvement',
    B,
    1,
    ADV,
    'Progress in reducing carbon emissions net of increases.',
  ],
  [
    'carbonEmissionsControversy',
    'Carbon Emissions Controversy',
    U,
    -1,
    ADV,
    'Share of references to leaks, flaring, radiation and carbon releases.',
  ],
  ['recycling', 'Recycling', B, 1, ADV, 'Recycling activity and policy net of breaches of it.'],
  [
    'environmentalInvestment',
    'Environmental Investment',
    U,
    1,
    ADV,
    'Share of references to investment in clean technology, waste reduction and social impact.',
  ],
  ['renewableEnergy', 'Renewable Energy', U, 1, ADV, 'Share of references to renewable energy sources.'],
  ['renewableEnergyPolicy', 'Renewable Energy Policy', B, 1, ADV, 'Tone of references to renewable-energy policy.'],
  ['pollutionImprovement', 'Pollution Improvement', B, 1, ADV, 'Reductions in polluting waste net of increases.'],
  [
    'pollutionControversy',
    'Pollution Controversy',
    U,
    -1,
    ADV,
    'Share of references to a growing waste and pollution burden.',
  ],
  [
    'environmentalControversy',
    'Environmental Controversy',
    U,
    -1,
    ADV,
    'Share of references to environmental and community harm from pollution.',
  ],
  [
    'industrialAccident',
    'Industrial Accident',
    U,
    -1,
    ADV,
    'Share of references to spills, mining accidents and radiation leaks.',
  ],
  [
    'sustainabilityImprovement',
    'Sustainability Improvement',
    B,
    1,
    ADV,
    'Growth in sustainable business activity net of unsustainable practice.',
  ],
  [
    'sustainabilityControversy',
    'Sustainability Controversy',
    U,
    -1,
    ADV,
    'Share of references to socially contentious lines of business such as gambling, arms, alcohol or tobacco.',
  ],
  [
    'sustainableInnovation',
    'Sustainable Innovation',
    U,
    1,
    ADV,
    'Share of references to green products, clean technology and green building.',
  ],
  [
    'sustainablePackaging',
    'Sustainable Packaging',
    B,
    1,
    ADV,
    'Tone of references to sustainable packaging and materials.',
  ],
  [
    'antiTakeoverDevices',
    'Anti-Takeover Devices',
    U,
    -1,
    ADV,
    'Share of references to poison pills and other takeover defences.',
  ],
  ['accountingSentiment', 'Accounting Sentiment', B, 1, ADV, 'Tone of references to accounting practice.'],
  ['accountingControversy', 'Accounting Controversy', U, -1, ADV, 'Share of references to irregular accounting.'],
  ['accountingRestatement', 'Accounting Restatement', U, -1, ADV, 'Share of references to restated accounts.'],
  [
    'shareholderRightsControversy',
    'Shareholder Rights Controversy',
    U,
    -1,
    ADV,
    'Share of references to disputes over shareholder rights.',
  ],
  [
    'creditControversy',
    'Credit Controversy',
    U,
    -1,
    ADV_BOTH,
    'Share of references to a rising risk of default or business failure.',
  ],
  [
    'securitiesControversy',
    'Securities Controversy',
    U,
    -1,
    ADV,
    'Share of references to dividend cuts, dilutive offerings, share dumping and securities fraud.',
  ],
  [
    'taxFraudControversy',
    'Tax Fraud Controversy',
    U,
    -1,
    ADV,
    'Share of references to tax avoidance, evasion or non-compliance.',
  ],
  ['profitWarning', 'Profit Warning', U, -1, ADV, 'Share of references to profit warnings.'],
  [
    'earningsDecline',
    'Earnings Decline',
    U,
    -1,
    ADV,
    'Share of references to falling earnings, cut guidance and negative surprises.',
  ],
  [
    'insiderDealingControversy',
    'Insider Dealing Controversy',
    U,
    -1,
    ADV,
    'Share of references to market manipulation and insider dealing.',
  ],
  [
    'activistInvestorActivity',
    'Activist Investor Activity',
    U,
    -1,
    ADV,
    'Share of references to activist investors and hostile approaches.',
  ],
  ['proxyFight', 'Proxy Fight', U, -1, ADV, 'Share of references to proxy battles and hostile bids for control.'],
  ['humanRightsEfforts', 'Human Rights Efforts', B, 1, ADV, 'Initiatives supporting human rights net of violations.'],
  [
    'humanRightsControversy',
    'Human Rights Controversy',
    U,
    -1,
    ADV,
    'Share of references to human-rights breaches anywhere in operations.',
  ],
  ['childLabor', 'Child Labor', U, -1, ADV, 'Share of references to the use of child or underage labour.'],
  ['laborExploitation', 'Labor Exploitation', U, -1, ADV, 'Share of references to forced, prison or exploited labour.'],
  [
    'criticalCountriesControversy',
    'Critical Countries Controversy',
    U,
    -1,
    ADV,
    'Share of references to business that breaches sanctions.',
  ],
  ['trust', 'Trust', B, 1, ADV, 'Trustworthiness net of corruption.'],
  [
    'publicHealthSupport',
    'Public Health Support',
    B,
    1,
    ADV,
    'Activity that supports public health net of activity that harms it.',
  ],
  ['charity', 'Charity', U, 1, ADV, 'Share of references to charitable giving, community support and volunteering.'],
  [
    'accessAffordability',
    'Access and Affordability',
    B,
    1,
    ADV_BOTH,
    'Affordable, accessible offerings net of overpriced or exclusive ones.',
  ],
  ['anger', 'Anger', U, -1, ADV, 'Share of references expressing anger or disgust.'],
  [
    'antiCompetitiveActs',
    'Anti Competitive Acts',
    U,
    -1,
    ADV,
    'Share of references to monopolistic or anti-competitive conduct.',
  ],
  ['lobbying', 'Lobbying', U, -1, ADV, 'Share of references to lobbying.'],
  [
    'publicHealthControversy',
    'Public Health Controversy',
    U,
    -1,
    ADV,
    'Share of references to offerings that damage public health.',
  ],
  ['ethicsControversy', 'Ethics Controversy', U, -1, ADV, 'Share of references to ethical breaches and deceit.'],
  ['corruptionControversy', 'Corruption Controversy', U, -1, ADV, 'Share of references to corrupt practices.'],
  [
    'regulatoryIssues',
    'Regulatory Issues',
    U,
    -1,
    ADV,
    'Share of references to regulatory, legal and rule violations.',
  ],
  [
    'classActionLawsuit',
    'Class Action Lawsuit',
    U,
    -1,
    ADV,
    'Share of references to class actions against the company.',
  ],
  [
    'iPControversy',
    'Intellectual Property Controversy',
    U,
    -1,
    ADV,
    'Share of references to patent infringement and other IP disputes.',
  ],
  ['legalPenalty', 'Legal Penalty', U, -1, ADV, 'Share of references to fines and legal penalties.'],
  ['litigation', 'Litigation', U, -1, ADV, 'Share of references to lawsuits and legal activity.'],
  ['crimeControversy', 'Crime Controversy', U, -1, ADV, 'Share of references to criminal activity.'],
  [
    'supplyChainSustainability',
    'Supply Chain Sustainability',
    U,
    1,
    ADV,
    'Share of references to a sustainable rather than wasteful supply chain.',
  ],
  ['energyEfficiencyEfforts', 'Energy Efficiency Efforts', B, 1, ADV, 'Energy-saving efforts net of energy waste.'],
  [
    'cSRActivities',
    'CSR Activities',
    U,
    1,
    ADV,
    'Share of references to sustainability, safety and efficiency reporting such as GRI reports.',
  ],
  // Country ESG (COU_ESG) columns not in the company list.
  ['cultureBuzz', 'Culture Buzz', C, 1, ADV_COUNTRY, "Weight of references to the country's culture."],
  ['economicsBuzz', 'Economics Buzz', C, 1, ADV_COUNTRY, "Weight of references to the country's economy."],
  ['environmentalBuzz', 'Environmental Buzz', C, 1, ADV_COUNTRY, "Weight of references to the country's environment."],
  [
    'financialSystemInstability',
    'Financial System Instability',
    U,
    -1,
    ADV_COUNTRY,
    "Share of references to stress in the country's financial system.",
  ],
  ['unfairMarkets', 'Unfair Markets', U, -1, ADV_COUNTRY, 'Share of references to rigged or unfair markets.'],
  ['businessFraud', 'Business Fraud', U, -1, ADV_COUNTRY, 'Share of references to fraud by businesses.'],
  [
    'financialCrime',
    'Financial Crime',
    U,
    -1,
    ADV_COUNTRY,
    'Share of references to money laundering and other financial crime.',
  ],
  ['sanctions', 'Sanctions', U, -1, ADV_COUNTRY, 'Share of references to sanctions imposed on or by the country.'],
  ['votingFraud', 'Voting Fraud', U, -1, ADV_COUNTRY, 'Share of references to rigged or fraudulent elections.'],
  ['autocracy', 'Autocracy', U, -1, ADV_COUNTRY, 'Share of references to authoritarian rule.'],
  [
    'addictionManagement',
    'Addiction Management',
    B,
    1,
    ADV_COUNTRY,
    'Efforts against drug, alcohol and gambling addiction net of their spread.',
  ],
];

function build(rows: Row[], dataset: Dataset): Indicator[] {
  return rows.map(([code, name, rangeKind, polarity, groups, description, flags]) => ({
    code,
    name,
    description,
    polarity,
    groups,
    rangeKind,
    dataset,
    // spec §3: ESG Core indicators have no source variant.
    hasSourceVariants: dataset !== 'esgcor',
    ...flags,
  }));
}

/** The whole catalogue: rma, then esgcor, then esgadv, each in file column order. */
export const INDICATORS: readonly Indicator[] = [
  ...build(RMA_ROWS, 'rma'),
  ...build(ESG_CORE_ROWS, 'esgcor'),
  ...build(ESG_ADV_ROWS, 'esgadv'),
];

const DATASET_ORDER: readonly Dataset[] = ['rma', 'esgcor', 'esgadv'];

/** The classes an indicator's Groups field names. */
export function indicatorClasses(indicator: Pick<Indicator, 'groups'>): AssetClassCode[] {
  return indicator.groups.split('/').filter(isAssetClassCode);
}

/**
 * An indicator by code (case-sensitive: 'Community' is ESG Core, 'community' ESG Adv). With a dataset, only
 * that dataset's entry; without, the first of rma, esgcor, esgadv that has the code.
 */
export function getIndicator(code: string, dataset?: Dataset): Indicator | undefined {
  for (const candidate of dataset ? [dataset] : DATASET_ORDER) {
    const found = INDICATORS.find((indicator) => indicator.dataset === candidate && indicator.code === code);
    if (found) return found;
  }
  return undefined;
}

/** Every dataset that has an indicator with this code. */
export function indicatorDatasets(code: string): Dataset[] {
  return DATASET_ORDER.filter((dataset) => getIndicator(code, dataset) !== undefined);
}

export interface ListIndicatorsOptions {
  /** Only indicators this class carries (regional company classes carry what equ carries). */
  assetClass?: AssetClassCode;
  dataset?: Dataset;
  /** Include legacy v3 columns (default false). */
  includeLegacy?: boolean;
}

/** Indicators in catalogue (file column) order, filtered by class and/or dataset. */
export function listIndicators(options: ListIndicatorsOptions = {}): Indicator[] {
  const assetClass = options.assetClass ? getAssetClass(options.assetClass) : undefined;
  // An ESG company class is not a subset of equ's indicators: only regional classes inherit from their base.
  const classCode = assetClass && assetClass.dataset === 'rma' ? assetClass.baseClass : assetClass?.code;
  return INDICATORS.filter(
    (indicator) =>
      (options.includeLegacy || !indicator.isLegacy) &&
      (!options.dataset || indicator.dataset === options.dataset) &&
      (!assetClass ||
        (indicator.dataset === assetClass.dataset &&
          indicatorClasses(indicator).includes(classCode as AssetClassCode))),
  );
}

/** The indicator of a class by code: what a data request for (class, code) refers to. */
export function getClassIndicator(assetClass: AssetClassCode, code: string): Indicator | undefined {
  return listIndicators({ assetClass, includeLegacy: true }).find((indicator) => indicator.code === code);
}

export const SOURCE_VARIANT_PREFIX = 'mp_';

/**
 * The long code of a source variant: `mp_{sourcecode}_{code}` (spec §3). Throws for a code that is not in the
 * catalogue or has no source variants anywhere (ESG Core only), so a bad column name never reaches a query.
 */
export function sourceVariantCode(code: string, source: SourceCode): string {
  const datasets = indicatorDatasets(code);
  if (datasets.length === 0) throw new RangeError(`unknown indicator '${code}'`);
  if (!datasets.some((dataset) => getIndicator(code, dataset)?.hasSourceVariants)) {
    throw new RangeError(`indicator '${code}' has no source variants`);
  }
  return `${SOURCE_VARIANT_PREFIX}${source}_${code}`;
}

/** All long codes of an indicator entry, one per source; empty for ESG Core. */
export function sourceVariantCodes(indicator: Indicator): string[] {
  if (!indicator.hasSourceVariants) return [];
  return SOURCE_CODES.map((source) => `${SOURCE_VARIANT_PREFIX}${source}_${indicator.code}`);
}

export interface ParsedIndicatorCode {
  /** The catalogue code, e.g. 'sentiment'. */
  code: string;
  /** The source of a long code, or null for a plain code. */
  source: SourceCode | null;
}

const LONG_CODE_RE = /^mp_([a-z]+)_(.+)$/;

/**
 * Splits a long code 'mp_nws_sentiment' into its source and code; a plain catalogue code parses with source
 * null. Returns null for anything else: an unknown code, an unknown source, or a variant of an ESG Core-only
 * indicator (which has none).
 */
export function parseIndicatorCode(value: string): ParsedIndicatorCode | null {
  const match = LONG_CODE_RE.exec(value);
  if (!match) return indicatorDatasets(value).length > 0 ? { code: value, source: null } : null;
  const [, source, code] = match as unknown as [string, string, string];
  if (!(SOURCE_CODES as readonly string[]).includes(source)) return null;
  const hasVariants = indicatorDatasets(code).some((dataset) => getIndicator(code, dataset)?.hasSourceVariants);
  return hasVariants ? { code, source: source as SourceCode } : null;
}
