/**
 * Media scores (MMS, spec §7 /mms/v3/data): per outlet and calendar day (UTC), the documents it published, the
 * asset references they made and their tone, and its bias: the buzz-weighted gap between the outlet's tone on
 * each asset and the tone of every outlet on the same asset that day (positive = kinder than the rest of the
 * press). The outlets are those the generator (or an imported record) gave each document.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { MINUTE_MS } from '@moodwire/domain';
import type { OutletDay } from '../build/score-day';
import { ColumnTable, copyByYear } from '../lake/column-table';

export class MediaScores {
  private constructor(private readonly table: ColumnTable) {}

  static async open(connection: DuckDBConnection): Promise<MediaScores> {
    return new MediaScores(
      await ColumnTable.create(connection, 'media_scores', [
        ['outlet', 'VARCHAR'],
        ['sourceType', 'VARCHAR'],
        ['minute', 'INTEGER'],
        ['documents', 'INTEGER'],
        ['mentions', 'INTEGER'],
        ['buzz', 'DOUBLE'],
        ['positive', 'DOUBLE'],
        ['negative', 'DOUBLE'],
        ['bias', 'DOUBLE'],
      ]),
    );
  }

  /** Adds one calendar day (epoch ms of its midnight) of outlet totals. */
  addDay(dayStart: number, outlets: readonly OutletDay[]): void {
    for (const outlet of outlets) {
      this.table.add([
        outlet.outlet,
        outlet.sourceType,
        Math.round(dayStart / MINUTE_MS),
        outlet.documents,
        outlet.mentions,
        outlet.buzz,
        outlet.positive,
        outlet.negative,
        outlet.bias,
      ]);
    }
  }

  /** Writes `mms/outlet/daily/year=<Y>/part-0.parquet`; scores are ratios over the outlet's buzz. */
  async write(connection: DuckDBConnection, buildDir: string): Promise<Record<string, number>> {
    this.table.close();
    const rows = await copyByYear(connection, {
      select: `SELECT outlet AS "outlet", "sourceType", make_timestamp(CAST(minute AS BIGINT) * 60000000) AS "windowTimestamp",
          documents, mentions, buzz,
          CASE WHEN buzz > 0 THEN (positive - negative) / buzz END AS sentiment,
          CASE WHEN buzz > 0 THEN positive / buzz END AS positive,
          CASE WHEN buzz > 0 THEN negative / buzz END AS negative,
          CASE WHEN buzz > 0 THEN bias / buzz END AS bias
        FROM media_scores`,
      timeColumn: 'windowTimestamp',
      dir: join(buildDir, 'mms', 'outlet', 'daily'),
      orderBy: '"outlet", "windowTimestamp"',
      key: 'mms/outlet/daily',
    });
    await connection.run('DROP TABLE media_scores');
    return rows;
  }
}
