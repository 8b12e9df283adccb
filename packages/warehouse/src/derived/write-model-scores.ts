/**
 * Writes the walk-forward model's scores: `scores/<class>/daily/year=<Y>/part-0.parquet` with assetCode,
 * windowTimestamp, score (the predicted next-day return), scoreRank (1-100 within the class that day), fittedOn
 * (the refit the score came from) and nextReturn (the return that followed, for analysis; empty on the last day).
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DAILY_CUT_MS, MINUTE_MS } from '@moodwire/domain';
import { ColumnTable, copyByYear, sqlText } from '../lake/column-table';
import { type ClassMetrics, MODEL_FEATURES, RIDGE_LAMBDA, type WalkForwardOptions, walkForward } from './model-scores';

export interface ModelManifest {
  method: string;
  target: string;
  features: readonly string[];
  refit: string;
  classes: Record<string, ClassMetrics>;
}

export async function writeModelScores(
  connection: DuckDBConnection,
  buildDir: string,
  options: WalkForwardOptions & { dayStarts: readonly number[] },
): Promise<{ rows: Record<string, number>; model: ModelManifest }> {
  const table = await ColumnTable.create(connection, 'model_scores', [
    ['asset', 'INTEGER'],
    ['minute', 'INTEGER'],
    ['score', 'DOUBLE'],
    ['fittedOn', 'INTEGER'],
    ['nextReturn', 'DOUBLE'],
  ]);
  const minuteOf = (day: number) => Math.round(((options.dayStarts[day] ?? 0) + DAILY_CUT_MS) / MINUTE_MS);
  const classes = walkForward(options, (score) => {
    table.add([score.asset, minuteOf(score.day), score.score, minuteOf(score.fittedOn), score.nextReturn]);
  });
  table.close();
  const rows: Record<string, number> = {};
  for (const assetClass of options.classes) {
    Object.assign(
      rows,
      await copyByYear(connection, {
        select: `SELECT a.code_order AS _order, a."assetCode", make_timestamp(CAST(s.minute AS BIGINT) * 60000000) AS "windowTimestamp", s.score,
            CAST(round(1 + 99 * percent_rank() OVER (PARTITION BY s.minute ORDER BY s.score)) AS INTEGER) AS "scoreRank",
            CAST(make_timestamp(CAST(s."fittedOn" AS BIGINT) * 60000000) AS DATE) AS "fittedOn", s."nextReturn"
          FROM model_scores s JOIN asset_order a ON a.asset = s.asset WHERE a."assetClass" = ${sqlText(assetClass)}`,
        timeColumn: 'windowTimestamp',
        dir: join(buildDir, 'scores', assetClass, 'daily'),
        orderBy: '_order, "windowTimestamp"',
        hidden: ['_order'],
        key: `scores/${assetClass}/daily`,
      }),
    );
  }
  await connection.run('DROP TABLE model_scores');
  return {
    rows,
    model: {
      method: `ridge regression (lambda ${RIDGE_LAMBDA} on standardised features), pooled per asset class, expanding window`,
      target: 'next-day return (close to close)',
      features: MODEL_FEATURES,
      refit: 'first day of each month, on samples whose outcome was known by then',
      classes,
    },
  };
}
