/** The call of a heatmap (GET /heatmaps), as the screen, its prefetch and the server's first view make it. */

/** The parameters of spec §7 '/heatmaps'; absent ones take the server's defaults (varsize buzz, maxnum 50). */
export interface HeatmapQuery {
  group: string;
  varsize?: string;
  varcolor?: string;
  /** Least buzz of a tile. */
  buzz?: number;
  /** When given, the colour is the change since this day. */
  start?: string;
  end?: string;
  sector?: string;
  maxnum?: number;
  exchangeCountry?: string;
}

/** The query string of GET /heatmaps for a view's query (spec §7 names). */
export function heatmapCallQuery(query: HeatmapQuery) {
  return {
    group: query.group,
    varsize: query.varsize,
    varcolor: query.varcolor,
    buzz: query.buzz,
    start: query.start,
    end: query.end,
    sector: query.sector,
    maxnum: query.maxnum,
    exchange_country: query.exchangeCountry,
  };
}
