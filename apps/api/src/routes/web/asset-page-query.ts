/**
 * What the calls of the asset page share. The page /ma4/asset/[assetId] (issue 5) makes five, one route module per
 * part of it, each registered by the web routes' index.ts:
 * - its header: spec §7 '/asset-summary' (asset-summary-routes.ts);
 * - buzz bars by source and the default sentiment lines: '/assetpage-buzz', '/assetpage-sentiments'
 *   (asset-by-source-routes.ts);
 * - recent pulse events with the daily activity: '/assetpage-activity' (asset-activity-routes.ts);
 * - the panel of every indicator of the asset's class with level, change and rank in a group: '/assetpage-ranks2'
 *   (asset-indicators-routes.ts).
 * Their computations are the read layer's (`getAssetMeasures`, `getAssetSeriesBySource`, `getAssetDailyActivity`,
 * `getAssetIndicatorRanks`); each answers through `answerFromLake`.
 *
 * An asset opened in an ESG class (an ESG group on /esg4, or cls) is read from that class's own dataset
 * (`resolveAsset` by `datasetClassFor`): the ESG Core ranks (ESG by default, News_Social only) or the ESG Advanced scores
 * (community), with the ESG buzz and the class's catalogue of indicators. Prices and pulse events are the
 * company's or country's own (its base class). Any other class reads its base class's rma dataset.
 */
import type { SourceName } from '@moodwire/domain';
import { ApikeyQuery } from '../../schemas/common-schemas';
import { AssetParam, ClassParam, OptionalGroupParam } from './web-params';

/** The query every asset-page call starts from: the asset, and the class or group it is opened in. */
export const ASSET_PAGE_QUERY = {
  asset: AssetParam,
  cls: ClassParam,
  group: OptionalGroupParam,
  apikey: ApikeyQuery,
};

/** Source of the asset page's figures unless src says. */
export const ASSET_PAGE_SOURCE: SourceName = 'News_Social';
