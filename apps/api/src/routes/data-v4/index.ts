/**
 * The data API v4 of both products (spec §7 'Data API', issue 4), under the prefixes rma and esg: class info,
 * the asset master, series rows and the bulk files. Every call needs a login (API_AREAS.dataV4), then the data
 * permission of the product for the class (canReadDataClass).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';
import { assetsRoutes } from './assets-route';
import { coverageRoutes } from './coverage-route';
import { dataRoutes } from './data-route';
import { filesRoutes } from './files-routes';
import { infoRoutes } from './info-route';
import { pullRoutes } from './pull-route';

export function dataV4Routes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(infoRoutes());
    await app.register(assetsRoutes(lakes));
    await app.register(dataRoutes(lakes));
    await app.register(pullRoutes(lakes));
    await app.register(coverageRoutes(lakes));
    await app.register(filesRoutes(lakes));
  };
}
