/**
 * Default and featured indicators per asset class (spec §9):
 * featured: buzz (bondBuzz for country markets);
 * sentiment: sentiment (stockIndexSentiment for country markets, ESG for ESG Core classes, community for ESG Adv
 * classes). With the all-sources prefix the 'mp_all_' variant is used, where the indicator has variants.
 */
import { type AssetClassCode, isEsgAdvClass, isEsgCoreClass } from './asset-classes';
import { getClassIndicator, SOURCE_VARIANT_PREFIX } from './indicators';

export const ALL_SOURCES_PREFIX = `${SOURCE_VARIANT_PREFIX}all_`;

export interface DefaultIndicatorOptions {
  /** Use the all-sources long code `mp_all_{code}` (spec §9). */
  allSources?: boolean;
}

function withPrefix(assetClass: AssetClassCode, code: string, options: DefaultIndicatorOptions): string {
  if (!options.allSources) return code;
  // ESG Core has no source variants (spec §3), so its codes stay plain even under the all-sources prefix.
  return getClassIndicator(assetClass, code)?.hasSourceVariants ? `${ALL_SOURCES_PREFIX}${code}` : code;
}

/** The default/featured indicator code of spec §9 (buzz; bondBuzz for country markets). */
export function getFeaturedIndicator(assetClass: AssetClassCode, options: DefaultIndicatorOptions = {}): string {
  return withPrefix(assetClass, assetClass === 'coumkt' ? 'bondBuzz' : 'buzz', options);
}

/** The default sentiment indicator code of spec §9. */
export function getDefaultSentimentIndicator(
  assetClass: AssetClassCode,
  options: DefaultIndicatorOptions = {},
): string {
  let code = 'sentiment';
  if (assetClass === 'coumkt') code = 'stockIndexSentiment';
  else if (isEsgCoreClass(assetClass)) code = 'ESG';
  else if (isEsgAdvClass(assetClass)) code = 'community';
  return withPrefix(assetClass, code, options);
}
