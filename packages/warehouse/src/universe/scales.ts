/**
 * Scale presets (ARCHITECTURE.md 'Data, honestly'): tiny for tests (seconds), demo for `npm start` (every class,
 * >= 2,000 assets, 3 years daily and 90 days hourly), full for the spec's real counts on a large machine.
 */
import type { ScaleName } from './types';

export interface ScalePreset {
  name: ScaleName;
  companies: number;
  /** Countries: the most prominent n (all ~250 when n >= the list). */
  countries: number;
  countryMarkets: number;
  currencies: number;
  cryptocurrencies: number;
  agriculture: number;
  energyAndMaterials: number;
  /** Aggregated company groups need at least this many members. */
  minGroupMembers: number;
  /** Days of daily history ending at the build's end date. */
  dailyDays: number;
  /** Days, ending at the end date, that also get hourly (24-hour rolling) rows. */
  hourlyDays: number;
  /** Mean simulated documents per day across the whole universe. */
  documentsPerDay: number;
  /** Companies with quarterly earnings-call transcripts (the most prominent ones). */
  transcriptCompanies: number;
}

export const SCALES: Readonly<Record<ScaleName, ScalePreset>> = {
  tiny: {
    name: 'tiny',
    companies: 60,
    countries: 30,
    countryMarkets: 10,
    currencies: 12,
    cryptocurrencies: 15,
    agriculture: 6,
    energyAndMaterials: 9,
    minGroupMembers: 3,
    dailyDays: 60,
    hourlyDays: 14,
    // Attention is Zipf-like and roundups name every company daily: 70 stories a day already give the top
    // company of the tiny universe a dozen documents a day.
    documentsPerDay: 70,
    transcriptCompanies: 60,
  },
  demo: {
    name: 'demo',
    // Enough for every group of spec §3 to be full (Top 5000 by Buzz and its ESG variants): the real companies
    // and a thin synthetic tail.
    companies: 5_600,
    countries: 1_000,
    countryMarkets: 1_000,
    currencies: 1_000,
    cryptocurrencies: 300,
    agriculture: 1_000,
    energyAndMaterials: 1_000,
    minGroupMembers: 5,
    dailyDays: 3 * 365,
    hourlyDays: 90,
    // Stories per day at full density (the last 365 days; older days grow from 30%), plus the daily roundups
    // (corpus/generate-corpus.ts DAILY_PROFILE).
    documentsPerDay: 1_200,
    // Every call is about 13 engine passes: 500 companies x 12 quarters stay within the build's time budget.
    transcriptCompanies: 500,
  },
  // spec §3 counts: 132,566 companies, 252 countries, 710 cryptocurrencies.
  full: {
    name: 'full',
    companies: 132_566,
    countries: 1_000,
    countryMarkets: 1_000,
    currencies: 1_000,
    cryptocurrencies: 710,
    agriculture: 1_000,
    energyAndMaterials: 1_000,
    minGroupMembers: 10,
    dailyDays: 10 * 365,
    hourlyDays: 365,
    documentsPerDay: 60_000,
    transcriptCompanies: 10_000,
  },
};

export const SCALE_NAMES = Object.keys(SCALES) as ScaleName[];

export function isScaleName(value: unknown): value is ScaleName {
  return typeof value === 'string' && value in SCALES;
}
