'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '../api/typed-client';

/** GET /admin/agents: the agents, every MCP tool with its input schema, and whether a model is configured. */
export function useAgents() {
  return useQuery({
    queryKey: ['admin', 'agents'],
    queryFn: () => readData(getTypedApi().GET('/admin/agents')),
    staleTime: 60_000,
  });
}

export type AgentsAnswer = NonNullable<ReturnType<typeof useAgents>['data']>;
export type AgentToolInfo = AgentsAnswer['tools'][number];

/** POST /admin/agents/tools/:tool: one tool called by hand, with the admin's own access. */
export function useToolCall() {
  return useMutation({
    mutationFn: ({ tool, args }: { tool: string; args: Record<string, unknown> }) =>
      readData(
        getTypedApi().POST('/admin/agents/tools/{tool}', {
          params: { path: { tool } },
          body: { arguments: args },
        }),
      ),
  });
}
