import { type AssetClassCode, listDataTypes, type SourceName } from '@moodwire/domain';
import { getSeries } from './get-series';

export interface GetAssetSeriesBySourceOptions {
  /** The class whose dataset is read: an index class, or an ESG class (ESG Core has News_Social only). */
  assetClass: AssetClassCode;
  assetCode: string;
  indicator: string;
  /**
   * Give each window's own buzz instead of the indicator's value (the buzz bars): never smoothed, and 0 rather
   * than null for a window without buzz.
   */
  isWindowBuzz?: boolean;
  /** Inclusive start, YYYY-MM-DD or ISO; default: the lake's first window. */
  from?: string;
  /** Exclusive end. */
  to: string;
  /** Buzz-weighted moving average over this many daily windows (1 = none, the default). */
  smoothing?: number;
  dataDir?: string;
}

/** One daily window of an indicator with a value per source (null where the source has no window or value). */
export type SourcePoint = Record<SourceName, number | null> & { date: string };

/**
 * One indicator of an asset from every source of its class's dataset, merged by daily window, oldest first (spec §7
 * /assetpage-buzz and /assetpage-sentiments: the asset page's buzz bars and sentiment lines). A source without the
 * window is null there; ESG Core has only News_Social, so its other sources are null throughout.
 */
export async function getAssetSeriesBySource(options: GetAssetSeriesBySourceOptions): Promise<SourcePoint[]> {
  const sources = listDataTypes(options.assetClass).map((dataType) => dataType.code);
  const series = await Promise.all(
    sources.map((source) =>
      getSeries({
        assetClass: options.assetClass,
        assetCode: options.assetCode,
        indicators: [options.indicator],
        source,
        frequency: 'daily',
        from: options.from,
        to: options.to,
        smoothing: options.smoothing ?? 1,
        dataDir: options.dataDir,
      }),
    ),
  );
  const byDate = new Map<string, SourcePoint>();
  series.forEach((one, s) => {
    const name = sources[s] ?? 'News_Social';
    for (const point of one.points) {
      let row = byDate.get(point.windowTimestamp);
      if (!row) {
        row = { date: point.windowTimestamp, News_Social: null, News: null, Social: null, News_Headline: null };
        byDate.set(point.windowTimestamp, row);
      }
      row[name] = options.isWindowBuzz ? point.buzz : (point.values[options.indicator] ?? null);
    }
  });
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
