import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';

export function contentRoutes(_lakes: LakeView): FastifyPluginAsyncTypebox {
  return async () => {};
}
