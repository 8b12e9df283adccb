import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';

export function productAreaRoutes(_lakes: LakeView): FastifyPluginAsyncTypebox {
  return async () => {};
}
