import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LakeView } from '../../lake/open-lake';

export function mcpRoutes(_lakes: LakeView): FastifyPluginAsyncTypebox {
  return async () => {};
}
