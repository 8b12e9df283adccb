/**
 * The read the earnings-call lists share (spec §7 /mta): the build's calls of a date range and of one company or
 * all, up to a limit, on a pooled connection.
 */
import { checkLimit, checkRangeFilter, checkText, type DateRangeOptions, type LakeRow } from './lake-sql';
import { equalUnlessAll, queryDatasetRows } from './query-dataset-rows';

export interface TranscriptCallsOptions extends DateRangeOptions {
  /** A company's asset code, or 'all'. */
  assetCode: string;
  limit?: number;
  dataDir?: string;
}

/**
 * Checks the company, the range and the limit (in that order; a bad one throws ReadError) and runs `sqlOf(where)`
 * over the calls dataset, `where` keeping the calls of the range and the company, with `$limit` bound to the
 * checked limit (`limits.fallback` when none is asked, at most `limits.max`).
 */
export async function queryTranscriptCalls(
  options: TranscriptCallsOptions,
  limits: { fallback: number; max: number },
  sqlOf: (where: string) => string,
): Promise<LakeRow[]> {
  const assetCode = checkText(options.assetCode, 'assetCode');
  const { condition, parameters } = checkRangeFilter(options);
  parameters.limit = checkLimit(options.limit, limits.fallback, limits.max);
  const asset = equalUnlessAll('assetCode', 'asset', assetCode, parameters);
  return queryDatasetRows(options.dataDir, ['transcripts', 'equ', 'calls'], sqlOf(`${condition}${asset}`), parameters);
}
