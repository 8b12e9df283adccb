import { datasetFiles, filesParameter, PARQUET_SOURCE, queryRows } from './lake-sql';
import { withLake } from './read-pool';

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
  return withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, ['mms', 'outlet', 'daily']);
    if (files.length === 0) return [];
    const rows = await queryRows(
      connection,
      `SELECT outlet, arg_max("sourceType", "windowTimestamp") AS "sourceType", count(*) AS days,
              strftime(min("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "firstDay",
              strftime(max("windowTimestamp"), '%Y-%m-%dT%H:%M:%S.000Z') AS "lastDay"
       FROM ${PARQUET_SOURCE} GROUP BY outlet ORDER BY outlet`,
      { files: filesParameter(files) },
    );
    return rows as unknown as MediaOutlet[];
  });
}
