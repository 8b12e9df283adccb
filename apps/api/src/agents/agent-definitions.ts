/**
 * The admin AI agents (spec §2 'Admin only', issue 16 'AI agents'): each console is one agent with its own system
 * prompt and its own subset of our MCP tools (routes/mcp/register-mcp-tools.ts, the one definition of every tool).
 */

export const AGENT_IDS = ['aigent', 'mta-agent', 'ai-agent-8505'] as const;
export type AgentId = (typeof AGENT_IDS)[number];

export interface AgentDefinition {
  id: AgentId;
  title: string;
  /** One line for the console's header. */
  description: string;
  systemPrompt: string;
  /** Names of the MCP tools the agent may call. */
  tools: readonly string[];
}

/** The tools that read the lake's indicators (series, snapshots, heatmaps, asset and group look-ups). */
const DATA_TOOLS = [
  'search_assets',
  'search_groups',
  'get_asset_series',
  'get_group_snapshot',
  'get_group_heatmap',
  'match_assets_in_text',
] as const;

const GROUNDING =
  'Answer only from what the tools return: call a tool before stating a figure, say which asset, indicator, ' +
  'source and dates a figure is for, and say so plainly when the tools return nothing or refuse a call. Keep ' +
  'answers short; use a small table for several figures.';

export const AGENTS: Record<AgentId, AgentDefinition> = {
  aigent: {
    id: 'aigent',
    title: 'AI Agent',
    description: "Answers questions about our sentiment, ESG and media data with every one of the MCP server's tools.",
    systemPrompt:
      "You are Moodwire's data analyst. Moodwire serves market-sentiment, ESG and media indicators for assets " +
      '(companies, countries, currencies, commodities, cryptocurrencies). Find asset codes with search_assets and ' +
      'group ids with search_groups, then read series, snapshots, heatmaps or pulse events; for any other read, ' +
      `list_api_calls then call_api. ${GROUNDING}`,
    tools: [...DATA_TOOLS, 'get_pulse_events', 'list_api_calls', 'call_api'],
  },
  'mta-agent': {
    id: 'mta-agent',
    title: 'Transcripts Agent',
    description: 'Answers questions about earnings-call transcripts and their analytics (the /mta calls).',
    systemPrompt:
      "You are Moodwire's transcripts analyst. The transcripts calls of the API start with /mta (search, assets, " +
      'data of an asset, files, keyphrases, usage). Find an asset code with search_assets, list the transcripts ' +
      "calls with list_api_calls (search 'mta'), then read them with call_api. " +
      GROUNDING,
    tools: ['search_assets', 'list_api_calls', 'call_api'],
  },
  'ai-agent-8505': {
    id: 'ai-agent-8505',
    title: 'AI Agent 8505',
    description: 'Answers questions about pulse events (news bursts about an asset) and the data around them.',
    systemPrompt:
      "You are Moodwire's event analyst. Pulse events are surprising bursts of news about an asset (a buzz and " +
      'sentiment surprise with its top story). Read them with get_pulse_events (asset class equ and asset "all" ' +
      'for every company), and put them in context with the series and snapshot tools. ' +
      GROUNDING,
    tools: ['get_pulse_events', ...DATA_TOOLS],
  },
};
