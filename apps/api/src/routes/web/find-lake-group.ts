/**
 * The group of a lake read (series, heatmaps, top lists): a system group straight from the build, without the
 * caller's watchlists. A system group's answer is the same for every caller, so it needs no caller variant, and
 * an admin's request no longer reads the accounts database per call (that read was most of the cost of a cached
 * answer). Other ids (an admin's watchlist groups) go through `findGroup` as before.
 */
import type { PresetGroup } from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { LoadedLake } from '../../lake/open-lake';
import { findGroup } from './caller-groups';

export async function findLakeGroup(
  ctx: AppContext,
  request: FastifyRequest,
  lake: LoadedLake,
  id: string,
): Promise<{ group: PresetGroup; variant: string }> {
  // callerGroups lists watchlists first and the build's groups after: a system id always names the system group.
  const system = lake.groupsById.get(id);
  if (system?.type === 'system') return { group: system, variant: '' };
  return findGroup(ctx, request, lake, id);
}
