/**
 * Media scores summed per outlet over a range (issue 15 '/mms/screener', the outlets ranking; the MMS intro's
 * preview): the daily rows of spec §7 /mms/v3/data added up per outlet. Tone, shares and bias are averaged over the
 * outlet's documents (a busy day weighs more than a quiet one), over the days that have a value.
 */
import { checkRangeFilter, checkText, type DateRangeOptions, PARQUET_SOURCE } from './lake-sql';
import { equalUnlessAll, queryDatasetRows } from './query-dataset-rows';

export interface GetMediaOutletScoresOptions extends DateRangeOptions {
  /** An outlet's name, or 'all'. */
  outlet: string;
  dataDir?: string;
}

export interface MediaOutletScore {
  outlet: string;
  /** news or social (its latest day's). */
  sourceType: string;
  /** Days with scores in the range. */
  days: number;
  documents: number;
  mentions: number;
  buzz: number;
  sentiment: number | null;
  positive: number | null;
  negative: number | null;
  bias: number | null;
}

/** `sum(x * documents) / sum(documents)` over the days where x has a value. */
const weighted = (column: string) =>
  `sum("${column}" * documents) FILTER (WHERE "${column}" IS NOT NULL AND documents > 0)
     / nullif(sum(documents) FILTER (WHERE "${column}" IS NOT NULL AND documents > 0), 0) AS "${column}"`;

const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Every outlet's (or one outlet's) scores summed over the range, by outlet name. */
export async function getMediaOutletScores(options: GetMediaOutletScoresOptions): Promise<MediaOutletScore[]> {
  const outlet = checkText(options.outlet, 'outlet');
  const { condition, parameters } = checkRangeFilter(options);
  const filter = equalUnlessAll('outlet', 'outlet', outlet, parameters);
  const rows = await queryDatasetRows(
    options.dataDir,
    ['mms', 'outlet', 'daily'],
    `SELECT outlet, arg_max("sourceType", "windowTimestamp") AS "sourceType", count(*) AS days,
            sum(documents) AS documents, sum(mentions) AS mentions, sum(buzz) AS buzz,
            ${weighted('sentiment')}, ${weighted('positive')}, ${weighted('negative')}, ${weighted('bias')}
     FROM ${PARQUET_SOURCE} WHERE ${condition}${filter} GROUP BY outlet ORDER BY outlet`,
    parameters,
  );
  return rows.map((row) => ({
    outlet: String(row.outlet),
    sourceType: String(row.sourceType ?? ''),
    days: Number(row.days),
    documents: Number(row.documents ?? 0),
    mentions: Number(row.mentions ?? 0),
    buzz: Number(row.buzz ?? 0),
    sentiment: orNull(row.sentiment),
    positive: orNull(row.positive),
    negative: orNull(row.negative),
    bias: orNull(row.bias),
  }));
}
