/**
 * A web call about one group (overviews, snapshots, the thematic benchmark, a preset): the build, the group the
 * query names (a 404 for an unknown one), and the answer keyed by the caller's variant (an admin's watchlists are
 * groups too).
 */
import type { PresetGroup } from '@moodwire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { LakeView } from '../../lake/open-lake';
import { type LakeCall, openLakeCall } from '../lake-call';
import { findGroup } from './caller-groups';

export interface GroupCall extends LakeCall {
  group: PresetGroup;
}

export interface GroupCallOptions {
  ctx: AppContext;
  lakes: LakeView;
  request: FastifyRequest;
  reply: FastifyReply;
  /** How the group is found: `findGroup` (the caller's groups), or `findLakeGroup` for a lake read. */
  find?: typeof findGroup;
}

export async function openGroupCall(call: GroupCallOptions, id: string): Promise<GroupCall> {
  const { lake, answer } = await openLakeCall(call.lakes, call.request, call.reply);
  const { group, variant } = await (call.find ?? findGroup)(call.ctx, call.request, lake, id);
  return { lake, group, answer: (options) => answer({ variant, ...options }) };
}
