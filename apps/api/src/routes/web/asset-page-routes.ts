/**
 * spec §7 '/asset-summary', '/assetpage-buzz', '/assetpage-sentiments', '/assetpage-activity' and
 * '/assetpage-ranks2': the asset page /ma4/asset/[assetId] (issue 5): its header, buzz bars by source with the
 * default sentiment lines, recent pulse events with the daily activity, and the panel of every indicator of the
 * asset's class with level, change and rank in a group. One module per part of the page; their computations are
 * the read layer's (`getAssetMeasures`, `getAssetSeriesBySource`, `getAssetDailyActivity`, `getAssetIndicatorRanks`).
 *
 * An asset opened in an ESG class (an ESG group on /esg4, or cls) is read from that class's own dataset
 * (`datasetClassOf`): the ESG Core ranks (ESG by default, News_Social only) or the ESG Advanced scores (community),
 * with the ESG buzz and the class's catalogue of indicators. Prices and pulse events are the company's or
 * country's own (its base class). Any other class reads its base class's rma dataset.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AnswerCache } from '../../lake/answer-cache';
import type { LakeView } from '../../lake/open-lake';
import { assetActivityRoutes } from './asset-activity-routes';
import { assetBySourceRoutes } from './asset-by-source-routes';
import { assetIndicatorsRoutes } from './asset-indicators-routes';
import { assetSummaryRoutes } from './asset-summary-routes';
import type { PriceReader } from './price-routes';

export function assetPageRoutes(lakes: LakeView, prices: PriceReader, answers: AnswerCache): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(assetSummaryRoutes(lakes, prices, answers));
    await app.register(assetBySourceRoutes(lakes, answers));
    await app.register(assetActivityRoutes(lakes));
    await app.register(assetIndicatorsRoutes(lakes));
  };
}
