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
import type { AssetClassCode, SourceName } from '@moodwire/domain';
import type { LoadedLake } from '../../lake/open-lake';
import { ApikeyQuery } from '../../schemas/common-schemas';
import { datasetSourceOf } from './dataset-class';
import {
  AssetParam,
  ClassParam,
  type DaySpan,
  EndParam,
  OptionalGroupParam,
  PeriodParam,
  parseSource,
  parseSpan,
  SourceParam,
} from './web-params';

/** The query every asset-page call starts from: the asset, and the class or group it is opened in. */
export const ASSET_PAGE_QUERY = {
  asset: AssetParam,
  cls: ClassParam,
  group: OptionalGroupParam,
  apikey: ApikeyQuery,
};

/** Source of the asset page's figures unless src says. */
export const ASSET_PAGE_SOURCE: SourceName = 'News_Social';

/** The query of the calls that read one day of the asset (its header and its indicator panel). */
export const ASSET_DAY_QUERY = {
  ...ASSET_PAGE_QUERY,
  src: SourceParam(ASSET_PAGE_SOURCE),
  period: PeriodParam(1, 'Days of the change'),
  end: EndParam,
};

export interface AssetDay {
  /** The source read, as the class's dataset has it (News_Social only for ESG Core). */
  source: SourceName;
  /** The day (end, or the lake's last day). */
  span: DaySpan;
  /** Days of the change. */
  period: number;
}

/** The source, day and change period of a one-day call, checked against the lake (a 400 naming a bad one). */
export function parseAssetDay(
  query: { src?: string; end?: string; period?: number },
  lake: LoadedLake,
  dataClass: AssetClassCode,
): AssetDay {
  return {
    source: datasetSourceOf(dataClass, parseSource(query.src, ASSET_PAGE_SOURCE)),
    span: parseSpan({ end: query.end }, lake),
    period: query.period ?? 1,
  };
}
