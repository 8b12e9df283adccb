/**
 * Writes the simulated prices into the lake: `prices/<class>/<daily|hourly>/year=<Y>/part-0.parquet` with
 * assetCode, (ticker for companies), windowTimestamp, close and Return (the price change since the previous
 * row), plus bondPrice, bondYield (percent) and bondReturn for country markets.
 */
import { join } from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { MINUTE_MS } from '@moodwire/domain';
import { ColumnTable, copyByYear, sqlText } from '../lake/column-table';
import {
  PRICE_CLASSES,
  type PriceRow,
  type SimulatedPrices,
  type SimulatePricesOptions,
  simulatePrices,
} from './simulate-prices';

const COLUMNS = [
  ['asset', 'INTEGER'],
  ['minute', 'INTEGER'],
  ['close', 'DOUBLE'],
  ['change', 'DOUBLE'],
  ['bondPrice', 'DOUBLE'],
  ['bondYield', 'DOUBLE'],
  ['bondChange', 'DOUBLE'],
] as const;

/** Hourly rows have no bond: their table has the first four columns only (no empty cells to stage). */
const HOURLY_COLUMNS = COLUMNS.slice(0, 4);

/** The cells of a row, written into one reused array (millions of rows: no array per row). */
function cellsInto(cells: number[], row: PriceRow, width: number): number[] {
  cells[0] = row.asset;
  cells[1] = Math.round(row.stamp / MINUTE_MS);
  cells[2] = row.close;
  cells[3] = row.change;
  if (width > 4) {
    cells[4] = row.bondPrice;
    cells[5] = row.bondYield;
    cells[6] = row.bondChange;
  }
  return cells;
}

export async function writePrices(
  connection: DuckDBConnection,
  buildDir: string,
  options: SimulatePricesOptions,
): Promise<{ rows: Record<string, number>; prices: SimulatedPrices }> {
  const daily = await ColumnTable.create(connection, 'price_daily', COLUMNS);
  const hourly = await ColumnTable.create(connection, 'price_hourly', HOURLY_COLUMNS);
  const dailyCells = new Array<number>(COLUMNS.length);
  const hourlyCells = new Array<number>(HOURLY_COLUMNS.length);
  const prices = simulatePrices(
    options,
    (row) => daily.add(cellsInto(dailyCells, row, COLUMNS.length)),
    (row) => hourly.add(cellsInto(hourlyCells, row, HOURLY_COLUMNS.length)),
  );
  daily.close();
  hourly.close();
  const rows: Record<string, number> = {};
  for (const table of [daily, hourly]) {
    const frequency = table === daily ? 'daily' : 'hourly';
    for (const assetClass of PRICE_CLASSES) {
      const bond = assetClass === 'coumkt' ? ', p."bondPrice", p."bondYield", p."bondChange" AS "bondReturn"' : '';
      Object.assign(
        rows,
        await copyByYear(connection, {
          select: `SELECT a.code_order AS _order, a."assetCode", ${assetClass === 'equ' ? 'a.ticker,' : ''}
              make_timestamp(CAST(p.minute AS BIGINT) * 60000000) AS "windowTimestamp",
              p.close, p.change AS "Return"${frequency === 'daily' ? bond : ''}
            FROM ${table.name} p JOIN asset_order a ON a.asset = p.asset WHERE a."assetClass" = ${sqlText(assetClass)}`,
          timeColumn: 'windowTimestamp',
          dir: join(buildDir, 'prices', assetClass, frequency),
          orderBy: '_order, "windowTimestamp"',
          hidden: ['_order'],
          key: `prices/${assetClass}/${frequency}`,
        }),
      );
    }
    await connection.run(`DROP TABLE ${table.name}`);
  }
  return { rows, prices };
}
