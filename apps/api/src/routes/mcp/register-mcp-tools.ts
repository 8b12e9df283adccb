/**
 * The tools of the MCP server. Each one mirrors one HTTP call of spec §7 and answers through that call (see
 * call-api-route.ts), so an assistant may do exactly what its user's API key may do, no more.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { type CatalogueCall, fillPath, listCatalogueCalls } from './api-catalogue';
import { type CallApiRoute, type QueryValue, toToolResult } from './call-api-route';

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

const day = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
    .describe(description);
const pathSegment = (description: string) =>
  z
    .string()
    .min(1)
    .max(200)
    .refine((value) => value !== '.' && value !== '..', 'not a path step')
    .describe(description);
const groupId = z.string().min(1).max(100).describe('Preset group id, e.g. equ_top100 (find ids with search_groups)');
const indicator = (description: string) => z.string().min(1).max(100).describe(description);
const SOURCE_DESCRIPTION =
  'Source of the documents: News_Social (news and social media), News, Social or News_Headline';

/** The filters of a group's assets that the snapshot and heatmap tools take. */
const groupAssetFilters = {
  sector: z.string().max(2000).optional().describe('Comma-separated TRBC economic sectors to keep'),
  exchangeCountry: z.string().max(2000).optional().describe('Comma-separated ISO alpha-2 exchange countries to keep'),
};

/** Those filters as the query parameters of the web calls (/overview-topn, /heatmaps). */
function groupAssetFilterQuery(input: { sector?: string; exchangeCountry?: string }) {
  return { sector: input.sector, exchange_country: input.exchangeCountry };
}

export interface McpToolContext {
  callApi: CallApiRoute;
  /** The API's OpenAPI document (read when the catalogue tools run, so new routes show up). */
  readOpenApi: () => unknown;
}

interface PresetRecord {
  Group: string;
  Name: string;
  Class: string;
  Dataset: string;
}

export function registerMcpTools(server: McpServer, { callApi, readOpenApi }: McpToolContext): void {
  /** A tool's answer: the answer of the GET call it mirrors. */
  const answerOfGet = async (path: string, query?: Record<string, QueryValue>) =>
    toToolResult(await callApi({ method: 'GET', path, query }));

  server.registerTool(
    'search_assets',
    {
      title: 'Search assets',
      description:
        'Find assets (companies, countries, country markets, currencies, commodities, cryptocurrencies) by name, ' +
        'ticker, RIC or asset code, over every asset or within one preset group. Returns records ' +
        '{ Name, Asset } where Asset is the asset code the other tools take. Mirrors GET /groupassets2.',
      inputSchema: {
        search: z.string().min(1).max(100).describe('Text to look for, e.g. "apple", "AAPL.O" or an asset code'),
        group: groupId.optional().describe('Only look within this preset group (e.g. equ_top100)'),
        limit: z.number().int().min(1).max(500).default(20).describe('Most records returned'),
        offset: z.number().int().min(0).default(0).describe('Records to skip (paging)'),
      },
      annotations: READ_ONLY,
    },
    async ({ search, group, limit, offset }) => answerOfGet('/groupassets2', { search, group, limit, offset }),
  );

  server.registerTool(
    'search_groups',
    {
      title: 'Search groups',
      description:
        'List the preset groups of assets (e.g. "Top 100 by Buzz" companies, countries, currencies) that the ' +
        'user may use, optionally filtered by text in the group name or id and by asset class. Returns records ' +
        '{ Group, Name, Class, Count, Dataset, Featured, type }; Group is the id the snapshot tools take. ' +
        'Mirrors GET /presets/list.',
      inputSchema: {
        search: z.string().max(100).optional().describe('Text to look for in the group name or id (any case)'),
        assetClass: z
          .string()
          .max(20)
          .optional()
          .describe('Only groups of this asset class code: equ, cou, coumkt, cur, crypto, agr, enm, equcor, ...'),
      },
      annotations: READ_ONLY,
    },
    async ({ search, assetClass }) => {
      const needle = search?.trim().toLowerCase() ?? '';
      return toToolResult(await callApi({ method: 'GET', path: '/presets/list' }), (data) =>
        (Array.isArray(data) ? (data as PresetRecord[]) : []).filter(
          (group) =>
            (assetClass === undefined || group.Class === assetClass) &&
            (needle === '' || group.Name.toLowerCase().includes(needle) || group.Group.toLowerCase().includes(needle)),
        ),
      );
    },
  );

  server.registerTool(
    'get_asset_series',
    {
      title: "Read an asset's series",
      description:
        "Read one asset's daily (or hourly) time series of one sentiment indicator with its buzz (how much the " +
        'asset was talked about). Returns { asset, name, class, indicator, source, window, points: [{ date, ' +
        'buzz, value }] }. Without dates it covers the whole published history; pass start/end or period to ' +
        'narrow it. Mirrors GET /asset-trmi3 (daily) and GET /asset-trmi-hou (hourly).',
      inputSchema: {
        asset: z.string().min(1).max(100).describe('Asset code (find it with search_assets)'),
        indicator: indicator(
          'Indicator code, e.g. sentiment, buzz, optimism, fear, joy, priceForecast (default: the sentiment ' +
            'indicator of the asset class)',
        ).optional(),
        source: z.string().max(20).optional().describe(`${SOURCE_DESCRIPTION}; default News_Social`),
        frequency: z.enum(['daily', 'hourly']).default('daily').describe('Daily or hourly windows'),
        start: day('First day, inclusive (YYYY-MM-DD)').optional(),
        end: day('Last day, inclusive (YYYY-MM-DD); default the last day of the data').optional(),
        period: z.number().int().min(1).max(36_500).optional().describe('Days back from end, when no start'),
        window: z.number().int().min(1).max(365).optional().describe('Smoothing: average over this many windows'),
        group: groupId.optional().describe('Read the asset as a member of this group (sets the asset class)'),
      },
      annotations: READ_ONLY,
    },
    async ({ asset, indicator: cvar, source, frequency, start, end, period, window, group }) =>
      answerOfGet(frequency === 'hourly' ? '/asset-trmi-hou' : '/asset-trmi3', {
        asset,
        cvar,
        src: source,
        start,
        end,
        period,
        window,
        group,
      }),
  );

  server.registerTool(
    'get_group_snapshot',
    {
      title: 'Read a group snapshot',
      description:
        "A group's assets on one day ranked by one indicator: the top or bottom movers of its change over " +
        'a period, or the highest levels, or the most talked-about. Returns { group, indicator, source, date, ' +
        'previousDate, rows: [{ asset, name, sector, exchangeCountry, buzz, value, previous, delta }] }. ' +
        'Mirrors GET /overview-topn.',
      inputSchema: {
        group: groupId,
        indicator: indicator('Indicator code (default: the sentiment indicator of the group class)').optional(),
        sortBy: z
          .enum(['abs', 'up', 'down', 'level', 'buzz'])
          .default('abs')
          .describe(
            'abs: largest changes either way; up: largest rises (top); down: largest falls (bottom); ' +
              'level: highest values; buzz: most talked-about',
          ),
        count: z.number().int().min(1).max(1000).default(10).describe('Rows returned'),
        period: z.number().int().min(1).max(3650).optional().describe('Days over which the change is measured (1)'),
        end: day('Day of the snapshot (default the last day of the data)').optional(),
        start: day('Day the change is measured from (instead of period)').optional(),
        source: z.string().max(20).optional().describe(`${SOURCE_DESCRIPTION}; default News`),
        minBuzz: z.number().min(0).optional().describe('Leave out assets with less buzz than this'),
        ...groupAssetFilters,
      },
      annotations: READ_ONLY,
    },
    async (input) =>
      answerOfGet('/overview-topn', {
        group: input.group,
        cvar: input.indicator,
        sortby: input.sortBy,
        num: input.count,
        period: input.period,
        end: input.end,
        start: input.start,
        src: input.source,
        minbuzz: input.minBuzz,
        ...groupAssetFilterQuery(input),
      }),
  );

  server.registerTool(
    'get_group_heatmap',
    {
      title: 'Read a group heatmap',
      description:
        "A group's assets on one day as heatmap tiles sized by one indicator (default buzz) and coloured by " +
        'another (default sentiment), largest first. Returns { group, varsize, varcolor, date, tiles: [{ asset, ' +
        'name, sector, size, color, buzz }] }. Mirrors GET /heatmaps.',
      inputSchema: {
        group: groupId,
        sizeIndicator: indicator('Indicator that sizes the tiles (default buzz)').optional(),
        colorIndicator: indicator('Indicator that colours the tiles (default the sentiment indicator)').optional(),
        end: day('Day of the heatmap (default the last day of the data)').optional(),
        start: day('When given, the colour is the change since this day').optional(),
        minBuzz: z.number().min(0).optional().describe('Least buzz of a tile'),
        maxCount: z.number().int().min(1).max(5000).default(50).describe('Most tiles'),
        ...groupAssetFilters,
      },
      annotations: READ_ONLY,
    },
    async (input) =>
      answerOfGet('/heatmaps', {
        group: input.group,
        varsize: input.sizeIndicator,
        varcolor: input.colorIndicator,
        end: input.end,
        start: input.start,
        buzz: input.minBuzz,
        maxnum: input.maxCount,
        ...groupAssetFilterQuery(input),
      }),
  );

  server.registerTool(
    'get_pulse_events',
    {
      title: 'Read pulse events',
      description:
        'Pulse events: surprising bursts of news about an asset (a buzz and sentiment surprise with its top ' +
        'story), newest first, for one asset or for every asset of a class, with optional filters. Needs the ' +
        'pulse permission. Mirrors GET /pulse/v1/events/{class}/{code}.',
      inputSchema: {
        assetClass: pathSegment('Asset class code of the events, e.g. equ (companies)'),
        asset: pathSegment('Asset code, or "all" for every asset of the class'),
        start_date: day('First day, inclusive (YYYY-MM-DD)').optional(),
        end_date: day('Day after the last one (exclusive, YYYY-MM-DD)').optional(),
        domicile: z.string().max(100).optional().describe('ISO alpha-2 country of the company domicile, e.g. US'),
        topic: z.string().max(100).optional().describe('Topic of the top story, e.g. Earnings'),
        exchange_country: z.string().max(100).optional().describe('ISO alpha-2 exchange country'),
        economic_sector: z.string().max(200).optional().describe('TRBC economic sector, e.g. Technology'),
        pulselevel: z.number().int().min(1).max(3).optional().describe('Size of the surprise: 1, 2 or 3'),
        sentiment: z.enum(['Positive', 'Negative', 'Neutral']).optional().describe('Sentiment of the event'),
        limit: z.number().int().min(1).max(10_000).default(100).describe('Most events returned (newest first)'),
      },
      annotations: READ_ONLY,
    },
    async ({ assetClass, asset, ...filters }) =>
      answerOfGet(`/pulse/v1/events/${encodeURIComponent(assetClass)}/${encodeURIComponent(asset)}`, {
        ...filters,
        format: 'json',
      }),
  );

  server.registerTool(
    'match_assets_in_text',
    {
      title: 'Match assets in a text',
      description:
        "Run the NLP engine's entity matcher on a text and return the assets it mentions (companies, " +
        'countries, currencies, commodities, cryptocurrencies) with where each mention is. Pass the text as ' +
        'written: names keep their capitals, tickers are upper case or cashtags ($AAPL). Needs the Radar ' +
        '(masfV5) permission. Mirrors POST /radarv5/assetmatch.',
      inputSchema: {
        text: z.string().min(1).max(100_000).describe('The text to read, e.g. a news paragraph'),
      },
      annotations: READ_ONLY,
    },
    // The route takes the text as a query parameter (spec §7) or in the body: the body has no URL length limit.
    async ({ text }) => toToolResult(await callApi({ method: 'POST', path: '/radarv5/assetmatch', body: { text } })),
  );

  server.registerTool(
    'list_api_calls',
    {
      title: 'List the API calls',
      description:
        'List the read calls of the Moodwire API that call_api can make (web API, data API v4, MASF, ' +
        'articles, pulse, transcripts, v5, media scores, radar, content), each with its path, summary and ' +
        'parameters, read from the API description. Use it when no dedicated tool fits.',
      inputSchema: {
        search: z.string().max(100).optional().describe('Only calls whose path or summary contains this text'),
      },
      annotations: READ_ONLY,
    },
    async ({ search }) => {
      const needle = search?.trim().toLowerCase() ?? '';
      const calls = listCatalogueCalls(readOpenApi()).filter(
        (call) =>
          needle === '' || call.path.toLowerCase().includes(needle) || call.summary.toLowerCase().includes(needle),
      );
      return { content: [{ type: 'text', text: JSON.stringify(calls) }] };
    },
  );

  server.registerTool(
    'call_api',
    {
      title: 'Call an API read',
      description:
        "Make one read (GET) call of the Moodwire API listed by list_api_calls, with the user's API key, and " +
        'return its data (JSON, or CSV text for data calls that answer CSV; pass format=json for JSON). The ' +
        'call is checked and permission-checked exactly as the same HTTP call.',
      inputSchema: {
        path: z
          .string()
          .min(1)
          .max(300)
          .describe('The path exactly as list_api_calls gives it, e.g. /pulse/v1/events/{class}/{code}'),
        pathParams: z
          .record(z.string(), z.string().max(200))
          .optional()
          .describe('Values of the {name} parts of the path, e.g. { "class": "equ", "code": "all" }'),
        query: z
          .record(z.string(), z.union([z.string().max(10_000), z.number(), z.boolean()]))
          .optional()
          .describe('Query parameters, e.g. { "start_date": "2026-01-01", "format": "json" }'),
      },
      annotations: READ_ONLY,
    },
    async ({ path, pathParams, query }) => {
      const call: CatalogueCall | undefined = listCatalogueCalls(readOpenApi()).find((entry) => entry.path === path);
      if (!call) {
        return {
          content: [{ type: 'text', text: `No read call ${path}: use a path exactly as list_api_calls lists it.` }],
          isError: true,
        };
      }
      const filled = fillPath(call, pathParams ?? {});
      if ('invalid' in filled) {
        return {
          content: [
            {
              type: 'text',
              text: `Give the path parameter '${filled.invalid}' of ${path} a value (not empty, '.' or '..').`,
            },
          ],
          isError: true,
        };
      }
      return answerOfGet(filled.path, query as Record<string, QueryValue> | undefined);
    },
  );
}
