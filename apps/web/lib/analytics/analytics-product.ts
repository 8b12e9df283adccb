/**
 * The two editions of the v4 analytics screens (spec §2 'Sentiment analytics v4'): one implementation,
 * parameterised by product. /ma4 is LMA (product rma), /esg4 is LMA-ESG (product esg).
 */
import {
  type Dataset,
  isAssetClassCode,
  type PresetRecord,
  type ProductCode,
  productOfDataset,
} from '@moodwire/domain';

export type AnalyticsScreen = 'overview' | 'asset' | 'assets' | 'charts' | 'heatmaps' | 'screener' | 'worldmaps';

export interface AnalyticsProduct {
  code: ProductCode;
  /** Path prefix of the edition's routes. */
  base: '/ma4' | '/esg4';
  /** Short product name shown in titles (spec §1). */
  label: 'LMA' | 'LMA-ESG';
  /** The group a screen opens with when the URL names none (a top-buzz set of the product's company class). */
  defaultGroupId: string;
}

export const ANALYTICS_PRODUCTS: Record<ProductCode, AnalyticsProduct> = {
  rma: { code: 'rma', base: '/ma4', label: 'LMA', defaultGroupId: 'equ_top100' },
  esg: { code: 'esg', base: '/esg4', label: 'LMA-ESG', defaultGroupId: 'equcor_top100' },
};

export function getAnalyticsProduct(code: ProductCode): AnalyticsProduct {
  return ANALYTICS_PRODUCTS[code];
}

/** A preset group as the analytics screens use it: the wire record (spec §3) plus its product. */
export interface AnalyticsGroup extends PresetRecord {
  product: ProductCode;
}

/** The groups of a /presets/list answer that the screens can show (a known asset class), with their product. */
export function analyticsGroupsOf(records: readonly { Class: string; Dataset: string }[]): AnalyticsGroup[] {
  return records
    .filter((record) => isAssetClassCode(record.Class))
    .map((record) => ({
      ...(record as PresetRecord),
      product: productOfDataset(record.Dataset as Dataset),
    }));
}

/** The group a screen shows: the one the path or the query names, else the product's default. */
export function pickGroup<T extends Pick<AnalyticsGroup, 'Group' | 'product'>>(
  groups: readonly T[],
  product: AnalyticsProduct,
  wanted: string | null | undefined,
): T | undefined {
  const id = wanted ?? product.defaultGroupId;
  return groups.find((candidate) => candidate.product === product.code && candidate.Group === id);
}
