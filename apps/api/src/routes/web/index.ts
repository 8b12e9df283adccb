/** The web API's calls over the published lake (spec §7, 'v4 data pages: login' of spec §6). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';
import { presetsRoutes } from './presets-routes';
import { seriesRoutes } from './series-routes';
import { snapshotRoutes } from './snapshot-routes';

export function webLakeRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(presetsRoutes(lakes));
    await app.register(seriesRoutes(lakes));
    await app.register(snapshotRoutes(lakes));
  };
}
