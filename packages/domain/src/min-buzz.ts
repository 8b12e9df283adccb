/**
 * The least buzz an asset needs to be ranked in a top list or among movers (issue 13 'What the screens show'): a
 * sentiment of ±1.00 from one document should never top a list. A given `minbuzz` wins over these defaults.
 *
 * Figures from the dense demo lake (build 20261126-032143, the last 90 days of stored documents and the last 30
 * daily windows, News): a News document scores 3 (equ) to 7 (cou) buzz for an asset at the median, so one day of
 * one document stays under ~14 (equ), ~19 (cou), ~11 (coumkt), and of two documents mostly under the values below.
 * Each default keeps every 1-document day out and most 2-document days (equ 20: 0% of 1-document, 0.6% of
 * 2-document days pass), while the median day still ranks enough assets for a list of 10 where the class has them
 * (equ 48 companies, p10 31; etf 104; cou 14; crypto 9; cur 11; coumkt 9; enm 6; agr 5 of their 22).
 * ESG Core buzz sums 365 days (2 keeps 4,194 of 5,086 companies); an ESG Advanced score's ESG buzz is about 1 a
 * document, and the ESG Advanced countries have ~5 rows a day, so a minimum there would empty every list.
 */
import type { AssetClassCode } from './asset-classes';

export const DEFAULT_MIN_BUZZ: Readonly<Record<AssetClassCode, number>> = {
  equ: 20,
  equamer: 20,
  equemea: 20,
  equapac: 20,
  etf: 20,
  cou: 20,
  crypto: 15,
  agr: 15,
  enm: 15,
  cur: 12,
  coumkt: 10,
  equcor: 2,
  coucor: 2,
  equesg: 1,
  couesg: 0,
};

/** The table in words, for the API's descriptions: 'equ 20, equamer 20, ...'. */
export const DEFAULT_MIN_BUZZ_SUMMARY = Object.entries(DEFAULT_MIN_BUZZ)
  .map(([code, value]) => `${code} ${value}`)
  .join(', ');

/** The least buzz of a top list or movers list of a class unless the call gives `minbuzz`. */
export function getDefaultMinBuzz(assetClass: AssetClassCode): number {
  return DEFAULT_MIN_BUZZ[assetClass];
}

/** The minimum a list applies: the one asked for, else the class's default. */
export function resolveMinBuzz(assetClass: AssetClassCode, asked: number | undefined): number {
  return asked ?? getDefaultMinBuzz(assetClass);
}
