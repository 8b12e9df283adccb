/**
 * The product-area calls of spec §7: MASF v4 sources and data previews, Pulse v1 events, transcript analytics
 * (mta), market and ESG analytics v5, and media scores (MMS v3). Each family's permission comes from
 * `API_AREAS` of '@moodwire/domain'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';
import { masfRoutes } from './masf-routes';
import { mmsRoutes } from './mms-routes';
import { mtaRoutes } from './mta-routes';
import { pulseRoutes } from './pulse-routes';
import { scoresAnalysisRoutes } from './scores-analysis-routes';
import { v5Routes } from './v5-routes';

export function productAreaRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    await app.register(masfRoutes(lakes));
    await app.register(pulseRoutes(lakes));
    await app.register(mtaRoutes(lakes));
    await app.register(v5Routes(lakes));
    await app.register(mmsRoutes(lakes));
    await app.register(scoresAnalysisRoutes(lakes));
  };
}
