/** The web API's calls over the published lake (spec §7, 'v4 data pages: login' of spec §6). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';
import { appPageRoutes } from './app-page-routes';
import { assetActivityRoutes } from './asset-activity-routes';
import { assetBySourceRoutes } from './asset-by-source-routes';
import { assetIndicatorsRoutes } from './asset-indicators-routes';
import { assetSummaryRoutes } from './asset-summary-routes';
import { catalogueRoutes } from './catalogue-routes';
import { esgPreviewRoutes } from './esg-preview-routes';
import { lakeInfoRoutes } from './lake-info-routes';
import { overviewRoutes } from './overview-routes';
import { presetsRoutes } from './presets-routes';
import { createPriceReader, priceRoutes } from './price-routes';
import { publicAssetRoutes } from './public-asset-routes';
import { radarMonitorRoutes } from './radar-monitor-routes';
import { radarRoutes } from './radar-routes';
import { seriesRoutes } from './series-routes';
import { snapshotRoutes } from './snapshot-routes';
import { thematicRoutes } from './thematic-routes';
import { thematicToolRoutes } from './thematic-tool-routes';

export function webLakeRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const prices = createPriceReader(lakes);
    await app.register(lakeInfoRoutes(lakes));
    await app.register(presetsRoutes(lakes));
    await app.register(seriesRoutes(lakes));
    await app.register(snapshotRoutes(lakes));
    await app.register(catalogueRoutes(lakes));
    await app.register(priceRoutes(lakes, prices));
    // The asset page's calls (asset-page-query.ts lists them).
    await app.register(assetSummaryRoutes(lakes, prices));
    await app.register(assetBySourceRoutes(lakes));
    await app.register(assetActivityRoutes(lakes));
    await app.register(assetIndicatorsRoutes(lakes));
    await app.register(overviewRoutes(lakes));
    await app.register(appPageRoutes(lakes));
    await app.register(publicAssetRoutes(lakes));
    await app.register(esgPreviewRoutes(lakes));
    await app.register(radarRoutes(lakes));
    await app.register(radarMonitorRoutes(lakes));
    await app.register(thematicRoutes(lakes));
    await app.register(thematicToolRoutes(lakes));
  };
}
