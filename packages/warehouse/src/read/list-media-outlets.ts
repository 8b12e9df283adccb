import { PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';

export interface ListMediaOutletsOptions {
  dataDir?: string;
}

/** An outlet that has media scores (spec §7 /mms/v3/data). */
export interface MediaOutlet {
  outlet: string;
  /** news or social. */
  sourceType: string;
  /** Days with scores, and the first and last of them (ISO). */
  days: number;
  firstDay: string;
  lastDay: string;
}

/** The outlets of the media scores, by name. */
export async function listMediaOutlets(options: ListMediaOutletsOptions = {}): Promise<MediaOutlet[]> {
  const rows = await queryDatasetRows(
    options.dataDir,
    ['mms', 'outlet', 'daily'],
    `SELECT outlet, arg_max("sourceType", "windowTimestamp") AS "sourceType", count(*) AS days,
            strftime(min("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "firstDay",
            strftime(max("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "lastDay"
     FROM ${PARQUET_SOURCE} GROUP BY outlet ORDER BY outlet`,
  );
  return rows as unknown as MediaOutlet[];
}
