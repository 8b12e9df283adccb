import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSET_CLASSES, getAssetClass } from './asset-classes';
import {
  getClassIndicator,
  getIndicator,
  INDICATORS,
  indicatorClasses,
  indicatorDatasets,
  listIndicators,
  parseIndicatorCode,
  RANGE_BOUNDS,
  sourceVariantCode,
  sourceVariantCodes,
} from './indicators';
import { SOURCE_CODES } from './sources';

// Ground truth copied from the reference facts (sections 1b and 2), independent of the catalogue's own tables.
/** The 111 ESG Advanced company datacols in API order. */
const ESG_ADV_API_ORDER = [
  'mentions',
  'cSRStrategyBuzz',
  'communityBuzz',
  'emissionsBuzz',
  'environmentalInnovationBuzz',
  'humanRightsBuzz',
  'managementBuzz',
  'productBuzz',
  'resourceUseBuzz',
  'shareholdersBuzz',
  'workforceBuzz',
  'buzz',
  'cSRStrategy',
  'community',
  'communityControversies',
  'emissions',
  'emissionsControversies',
  'environmentalInnovation',
  'environmentalInnovationControversies',
  'humanRights',
  'humanRightsControversies',
  'management',
  'managementControversies',
  'product',
  'productControversies',
  'resourceUse',
  'resourceUseControversies',
  'shareholders',
  'shareholdersControversies',
  'workforce',
  'workforceControversies',
  'workplaceSentiment',
  'workplaceSafetyEfforts',
  'workplaceSafetyControversy',
  'workplaceDevelopment',
  'diversityEfforts',
  'diversityControversy',
  'benefits',
  'workLifeBalance',
  'wageFairness',
  'layoffs',
  'laborDispute',
  'wageControversy',
  'benefitsControversy',
  'managementSentiment',
  'managementDiversity',
  'qualityMgmtSystems',
  'managementTrust',
  'managementControversy',
  'productSentiment',
  'productControversy',
  'privacyEfforts',
  'privacyControversy',
  'innovation',
  'advertisementDeceptive',
  'rnDControversy',
  'customerSatisfaction',
  'climatePolicy',
  'airborneEmissionsImprovement',
  'airborneEmissionsControversy',
  'carbonEmissionsImprovement',
  'carbonEmissionsControversy',
  'recycling',
  'environmentalInvestment',
  'renewableEnergy',
  'renewableEnergyPolicy',
  'pollutionImprovement',
  'pollutionControversy',
  'environmentalControversy',
  'industrialAccident',
  'sustainabilityImprovement',
  'sustainabilityControversy',
  'sustainableInnovation',
  'sustainablePackaging',
  'antiTakeoverDevices',
  'accountingSentiment',
  'accountingControversy',
  'accountingRestatement',
  'shareholderRightsControversy',
  'creditControversy',
  'securitiesControversy',
  'taxFraudControversy',
  'profitWarning',
  'earningsDecline',
  'insiderDealingControversy',
  'activistInvestorActivity',
  'proxyFight',
  'humanRightsEfforts',
  'humanRightsControversy',
  'childLabor',
  'laborExploitation',
  'criticalCountriesControversy',
  'trust',
  'publicHealthSupport',
  'charity',
  'accessAffordability',
  'anger',
  'antiCompetitiveActs',
  'lobbying',
  'publicHealthControversy',
  'ethicsControversy',
  'corruptionControversy',
  'regulatoryIssues',
  'classActionLawsuit',
  'iPControversy',
  'legalPenalty',
  'litigation',
  'crimeControversy',
  'supplyChainSustainability',
  'energyEfficiencyEfforts',
  'cSRActivities',
];
/** CMPNY file columns 6..61: mentions, buzz, then the scores, in file order. */
const CMPNY_COLUMNS = [
  'mentions',
  'buzz',
  'sentiment',
  'negative',
  'positive',
  'optimism',
  'pessimism',
  'joy',
  'loveHate',
  'trust',
  'anger',
  'disagreement',
  'fear',
  'gloom',
  'stress',
  'surprise',
  'timeUrgency',
  'uncertainty',
  'violence',
  'emotionVsFact',
  'shortVsLongTerm',
  'longShort',
  'longShortForecast',
  'priceDirection',
  'priceDown',
  'priceForecast',
  'priceUp',
  'marketRisk',
  'topVsBottom',
  'overvaluedVsUndervalued',
  'volatility',
  'analystRating',
  'debtDefault',
  'dividends',
  'innovation',
  'earningsDirection',
  'earningsForecast',
  'accountingSentiment',
  'accountingNegative',
  'accountingPositive',
  'accountingRestatement',
  'revenueDirection',
  'revenueForecast',
  'intangiblesSentiment',
  'productSentiment',
  'laborDispute',
  'layoffs',
  'litigation',
  'insiderLongShort',
  'managementSentiment',
  'managementChange',
  'managementTrust',
  'partnership',
  'mergers',
  'cyberCrime',
  'futureVsPast',
];
const ESG_CORE_CODES = [
  'buzz',
  'ESG',
  'ESGCombined',
  'ESGControversies',
  'EnvironmentalPillar',
  'GovernancePillar',
  'SocialPillar',
  'CSRStrategy',
  'Community',
  'Emissions',
  'EnvironmentalInnovation',
  'HumanRights',
  'Management',
  'ProductResponsibility',
  'ResourceUse',
  'Shareholders',
  'Workforce',
];
const codes = (list: { code: string }[]) => list.map((indicator) => indicator.code);

describe('indicator catalogue (spec §3, reference facts §1 and §1b)', () => {
  it('holds 113 LMA entries (3 of them legacy v3), 17 ESG Core and 122 ESG Advanced', () => {
    expect(listIndicators({ dataset: 'rma', includeLegacy: true })).toHaveLength(113);
    expect(listIndicators({ dataset: 'rma' })).toHaveLength(110);
    expect(listIndicators({ dataset: 'esgcor' })).toHaveLength(17);
    expect(listIndicators({ dataset: 'esgadv' })).toHaveLength(122);
    expect(INDICATORS).toHaveLength(113 + 17 + 122);
  });

  it('lists company (equ) indicators in exactly the 62-column CMPNY file order', () => {
    expect(CMPNY_COLUMNS).toHaveLength(56);
    expect(codes(listIndicators({ assetClass: 'equ' }))).toEqual(CMPNY_COLUMNS);
  });

  it('lists ESG Adv company (equesg) indicators as the 111 API datacols in API order', () => {
    expect(ESG_ADV_API_ORDER).toHaveLength(111);
    expect(codes(listIndicators({ assetClass: 'equesg' }))).toEqual(ESG_ADV_API_ORDER);
  });

  it('lists energy-and-material (enm) indicators as the 43-column COM_ENM layout (38 value columns)', () => {
    const enm = codes(listIndicators({ assetClass: 'enm' }));
    expect(enm).toHaveLength(38);
    expect(enm.slice(-10)).toEqual([
      'overvaluedVsUndervalued',
      'volatility',
      'consumptionVolume',
      'productionVolume',
      'regulatoryIssues',
      'supplyVsDemand',
      'supplyVsDemandForecast',
      'newExploration',
      'safetyAccident',
      'futureVsPast',
    ]);
  });

  it('gives ESG Core companies and countries the 17 core codes: buzz as a count, the rest as ranks 1-100', () => {
    for (const assetClass of ['equcor', 'coucor'] as const) {
      const core = listIndicators({ assetClass });
      expect(codes(core)).toEqual(ESG_CORE_CODES);
      expect(core.filter((i) => i.rangeKind === 'rank')).toHaveLength(16);
      expect(core.every((i) => !i.hasSourceVariants)).toBe(true);
    }
  });

  it('keeps the reference spelling of irregular codes', () => {
    for (const code of ['cSRStrategyBuzz', 'iPControversy', 'rnDControversy', 'qualityMgmtSystems', 'cSRActivities']) {
      expect(getIndicator(code, 'esgadv')?.code).toBe(code);
    }
    expect(getIndicator('ProductResponsibility', 'esgcor')?.name).toBe('Product Category Score');
  });

  it('has unique codes within each dataset', () => {
    for (const dataset of ['rma', 'esgcor', 'esgadv'] as const) {
      const list = codes(listIndicators({ dataset, includeLegacy: true }));
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('every entry is well formed: name, one-sentence description, polarity, classes of its own dataset', () => {
    for (const indicator of INDICATORS) {
      const label = `${indicator.dataset}/${indicator.code}`;
      expect(indicator.name.trim(), label).not.toBe('');
      // one sentence of our own: capitalised, ends with a full stop, no second sentence
      expect(indicator.description, label).toMatch(/^[A-Z].*\.$/s);
      expect(indicator.description.slice(0, -1), label).not.toMatch(/\.\s/);
      expect([1, -1], label).toContain(indicator.polarity);
      const classes = indicatorClasses(indicator);
      expect(classes.length, label).toBeGreaterThan(0);
      expect(classes, label).toHaveLength(indicator.groups.split('/').length);
      for (const code of classes) expect(getAssetClass(code)?.dataset, label).toBe(indicator.dataset);
    }
  });

  it('describes in our own words, not the reference gist', () => {
    expect(getIndicator('community', 'esgadv')?.description).not.toContain('commitment towards being a good citizen');
  });
});

describe('range kinds and polarity', () => {
  it('classifies the reference ranges', () => {
    expect(getIndicator('sentiment')?.rangeKind).toBe('bipolar');
    expect(getIndicator('fear')?.rangeKind).toBe('unipolar');
    expect(getIndicator('buzz')?.rangeKind).toBe('count');
    expect(getIndicator('mentions', 'esgadv')?.rangeKind).toBe('count');
    expect(getIndicator('ESGControversies')?.rangeKind).toBe('rank');
    expect(getIndicator('childLabor')?.rangeKind).toBe('unipolar');
    expect(getIndicator('wageFairness')?.rangeKind).toBe('bipolar');
  });

  it('marks higher-is-bad indicators with polarity -1', () => {
    expect(getIndicator('fear')?.polarity).toBe(-1);
    expect(getIndicator('sentiment')?.polarity).toBe(1);
    expect(getIndicator('supplyVsDemand')?.polarity).toBe(-1);
    expect(getIndicator('workforceControversies')?.polarity).toBe(-1);
    // controversies rank: 1 is worst, 100 best, so higher is good
    expect(getIndicator('ESGControversies')?.polarity).toBe(1);
  });

  it('gives every kind its numeric bounds', () => {
    expect(RANGE_BOUNDS.bipolar).toEqual({ min: -1, max: 1 });
    expect(RANGE_BOUNDS.unipolar).toEqual({ min: 0, max: 1 });
    expect(RANGE_BOUNDS.rank).toEqual({ min: 1, max: 100 });
    expect(RANGE_BOUNDS.count.max).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('Groups: which classes carry which indicator', () => {
  it('country files have no mentions column (reference §2)', () => {
    expect(codes(listIndicators({ assetClass: 'cou' }))).not.toContain('mentions');
    expect(codes(listIndicators({ assetClass: 'cur' }))).toContain('mentions');
  });

  it('priceMomentum is a currency indicator and carryTrade is not on companies', () => {
    expect(getIndicator('priceMomentum')?.groups).toBe('cur');
    expect(getClassIndicator('equ', 'carryTrade')).toBeUndefined();
    expect(getClassIndicator('cur', 'carryTrade')?.code).toBe('carryTrade');
  });

  it('the market block reaches crypto and country markets', () => {
    expect(getIndicator('longShort')?.groups).toBe('equ/etf/cur/agr/enm/crypto/coumkt');
    expect(codes(listIndicators({ assetClass: 'crypto' }))).toContain('priceForecast');
  });

  it('country markets carry the bond and stock-index indicators', () => {
    const coumkt = codes(listIndicators({ assetClass: 'coumkt' }));
    expect(coumkt).toEqual(expect.arrayContaining(['bondBuzz', 'stockIndexSentiment']));
    expect(getIndicator('bondBuzz')?.isAssumed).toBe(true);
  });

  it('country ESG Adv carries its own columns plus the shared community ones', () => {
    const couesg = codes(listIndicators({ assetClass: 'couesg' }));
    expect(couesg).toEqual(expect.arrayContaining(['community', 'cultureBuzz', 'financialSystemInstability', 'buzz']));
    expect(couesg).not.toContain('workforce');
    expect(codes(listIndicators({ assetClass: 'equesg' }))).not.toContain('votingFraud');
  });

  it('regional company classes carry what equ carries', () => {
    const equ = codes(listIndicators({ assetClass: 'equ' }));
    for (const regional of ['equamer', 'equemea', 'equapac'] as const) {
      expect(codes(listIndicators({ assetClass: regional }))).toEqual(equ);
    }
  });

  it('every asset class has indicators, including buzz or bondBuzz', () => {
    for (const assetClass of ASSET_CLASSES) {
      const list = codes(listIndicators({ assetClass: assetClass.code }));
      expect(list.length, assetClass.code).toBeGreaterThan(10);
      expect(list.includes('buzz') || list.includes('bondBuzz'), assetClass.code).toBe(true);
    }
  });

  it('leaves legacy v3 columns out unless asked', () => {
    expect(codes(listIndicators({ assetClass: 'equ' }))).not.toContain('conflict');
    expect(codes(listIndicators({ assetClass: 'equ', includeLegacy: true }))).toEqual(
      expect.arrayContaining(['conflict', 'fundamentalStrength', 'relativeBuzz']),
    );
    expect(getClassIndicator('equ', 'fundamentalStrength')?.isLegacy).toBe(true);
  });

  it('indicatorClasses ignores names that are not class codes', () => {
    expect(indicatorClasses({ groups: 'equ/nonsense/cur' })).toEqual(['equ', 'cur']);
  });
});

describe('lookups', () => {
  it('getIndicator prefers rma, then esgcor, then esgadv, or takes the dataset asked for', () => {
    expect(getIndicator('buzz')?.dataset).toBe('rma');
    expect(getIndicator('buzz', 'esgcor')?.description).toMatch(/365 days/);
    expect(getIndicator('ESG')?.dataset).toBe('esgcor');
    expect(getIndicator('workforce')?.dataset).toBe('esgadv');
    expect(getIndicator('nothing')).toBeUndefined();
    expect(getIndicator('sentiment', 'esgcor')).toBeUndefined();
  });

  it('codes are case-sensitive: Community is ESG Core, community ESG Adv', () => {
    expect(getIndicator('Community')?.rangeKind).toBe('rank');
    expect(getIndicator('community')?.rangeKind).toBe('bipolar');
  });

  it('indicatorDatasets lists every dataset with the code', () => {
    expect(indicatorDatasets('buzz')).toEqual(['rma', 'esgcor', 'esgadv']);
    expect(indicatorDatasets('trust')).toEqual(['rma', 'esgadv']);
    expect(indicatorDatasets('ESG')).toEqual(['esgcor']);
    expect(indicatorDatasets('nope')).toEqual([]);
  });

  it('getClassIndicator resolves the entry of the class dataset', () => {
    expect(getClassIndicator('equcor', 'buzz')?.hasSourceVariants).toBe(false);
    expect(getClassIndicator('equ', 'buzz')?.hasSourceVariants).toBe(true);
    expect(getClassIndicator('equesg', 'buzz')?.dataset).toBe('esgadv');
  });
});

describe('source variants mp_{sourcecode}_{code}', () => {
  it('builds the long code', () => {
    expect(sourceVariantCode('sentiment', 'nws')).toBe('mp_nws_sentiment');
    expect(sourceVariantCode('buzz', 'all')).toBe('mp_all_buzz');
    expect(sourceVariantCode('workforce', 'nhl')).toBe('mp_nhl_workforce');
  });

  it('refuses ESG Core-only codes and unknown codes', () => {
    expect(() => sourceVariantCode('ESG', 'all')).toThrow(/no source variants/);
    expect(() => sourceVariantCode('unknownThing', 'soc')).toThrow(/unknown indicator/);
  });

  it('lists one long code per source, none for ESG Core', () => {
    const sentiment = getIndicator('sentiment');
    const coreBuzz = getIndicator('buzz', 'esgcor');
    if (!sentiment || !coreBuzz) throw new Error('catalogue lacks sentiment or core buzz');
    expect(sourceVariantCodes(sentiment)).toEqual([
      'mp_all_sentiment',
      'mp_nws_sentiment',
      'mp_soc_sentiment',
      'mp_nhl_sentiment',
    ]);
    expect(sourceVariantCodes(coreBuzz)).toEqual([]);
  });

  it('parses long and plain codes', () => {
    expect(parseIndicatorCode('mp_soc_fear')).toEqual({ code: 'fear', source: 'soc' });
    expect(parseIndicatorCode('fear')).toEqual({ code: 'fear', source: null });
    expect(parseIndicatorCode('ESGCombined')).toEqual({ code: 'ESGCombined', source: null });
  });

  it('rejects unknown sources, unknown codes and variants of ESG Core codes', () => {
    expect(parseIndicatorCode('mp_xyz_fear')).toBeNull();
    expect(parseIndicatorCode('mp_all_notAnIndicator')).toBeNull();
    expect(parseIndicatorCode('mp_all_ESG')).toBeNull();
    expect(parseIndicatorCode('notAnIndicator')).toBeNull();
    expect(parseIndicatorCode('')).toBeNull();
  });

  it('parses back every long code it builds', () => {
    const withVariants = INDICATORS.filter((indicator) => indicator.hasSourceVariants);
    fc.assert(
      fc.property(fc.constantFrom(...withVariants), fc.constantFrom(...SOURCE_CODES), (indicator, source) => {
        expect(parseIndicatorCode(sourceVariantCode(indicator.code, source))).toEqual({ code: indicator.code, source });
      }),
    );
  });
});
