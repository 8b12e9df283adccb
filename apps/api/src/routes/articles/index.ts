import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';

export function articleRoutes(_lakes: LakeView): FastifyPluginAsyncTypebox {
  return async () => {};
}
