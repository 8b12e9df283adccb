/**
 * Pulse events (spec §7 /pulse/v1/events): the classes that have events, the topics an event carries and the
 * engine indicators that name them, its sentiment labels and pulse levels. The build detects events with these, the
 * API documents and filters by them, and the Pulse tool offers them as filters: one table for all three.
 */

/** Classes with pulse events (aggregated company groups only repeat their members' news). */
export const PULSE_CLASSES = ['equ', 'cou', 'coumkt', 'cur', 'crypto', 'agr', 'enm'] as const;
export type PulseClass = (typeof PULSE_CLASSES)[number];

export function isPulseClass(value: string | null): value is PulseClass {
  return value !== null && (PULSE_CLASSES as readonly string[]).includes(value);
}

/** Topic labels and the engine indicators that signal them (a story's strongest one names its event). */
export const PULSE_TOPIC_INDICATORS: readonly (readonly [string, readonly string[]])[] = [
  ['Earnings', ['earningsDirection', 'earningsForecast', 'revenueDirection', 'revenueForecast']],
  ['Mergers and acquisitions', ['mergers']],
  ['Layoffs', ['layoffs']],
  ['Labor dispute', ['laborDispute']],
  ['Litigation', ['litigation', 'legalPenalty', 'classActionLawsuit']],
  ['Cybercrime', ['cyberCrime', 'privacyControversy']],
  ['Management change', ['managementChange']],
  ['Dividends', ['dividends']],
  ['Analyst rating', ['analystRating']],
  ['Partnership', ['partnership']],
  ['Debt and default', ['debtDefault', 'creditControversy']],
  ['Products', ['productSentiment', 'innovation', 'productControversy']],
  ['Accounting', ['accountingSentiment', 'accountingRestatement', 'accountingControversy']],
  [
    'ESG controversy',
    ['environmentalControversy', 'industrialAccident', 'humanRightsControversy', 'ethicsControversy'],
  ],
  ['Economy', ['economicGrowth', 'inflation', 'interestRates', 'centralBank', 'unemployment', 'tradeBalance']],
  ['Politics', ['governmentInstability', 'electionSentiment', 'socialUnrest', 'regimeChange']],
  ['Supply and demand', ['supplyVsDemand', 'productionVolume', 'consumptionVolume', 'safetyAccident']],
  ['Price move', ['priceDirection', 'priceForecast', 'volatility', 'priceMomentum']],
];

/** The topic of a story no topic stands out in. */
export const PULSE_GENERAL_TOPIC = 'General';

/** Every topic an event may carry, in alphabetical order (the filter's choices). */
export const PULSE_TOPICS: readonly string[] = [
  ...PULSE_TOPIC_INDICATORS.map(([label]) => label),
  PULSE_GENERAL_TOPIC,
].sort((a, b) => a.localeCompare(b, 'en'));

export const PULSE_SENTIMENTS = ['Positive', 'Negative', 'Neutral'] as const;
export type PulseSentiment = (typeof PULSE_SENTIMENTS)[number];
export const PULSE_LEVELS = [1, 2, 3] as const;
