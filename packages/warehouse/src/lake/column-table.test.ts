import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ColumnTable } from './column-table';

let instance: DuckDBInstance;
let connection: DuckDBConnection;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
});

afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

describe('ColumnTable', () => {
  // Rows over several chunks of 2,048 (a full chunk is reused): cells written straight into the vectors' arrays
  // and cells that go through setItem (nulls, NaN, text) read back as they were added.
  it('stages numbers, nulls and NaN over reused chunks as the rows were added', async () => {
    const table = await ColumnTable.create(connection, 'staged', [
      ['n', 'INTEGER'],
      ['small', 'SMALLINT'],
      ['f', 'FLOAT'],
      ['d', 'DOUBLE'],
      ['label', 'VARCHAR'],
      ['late', 'DOUBLE'],
    ]);
    const rows = 7000;
    const expected: (number | string | null)[][] = [];
    for (let i = 0; i < rows; i++) {
      // Nulls only in the first two chunks: the third is a fresh chunk without nulls, refilled for the fourth.
      const d = i > 2100 && i < 4096 && i % 7 === 0 ? null : i < 2048 && i % 11 === 0 ? Number.NaN : i / 3;
      const f = i < 4096 && i % 5 === 0 ? null : i * 0.25;
      const label = i < 4096 && i % 2 === 1 ? null : `r${i}`;
      // Nulls only in the second chunk: the third chunk's cells at the same rows are valid again.
      const late = i >= 2048 && i < 4096 && i % 3 === 0 ? null : i;
      table.add([i, i % 300, f, d, label, late]);
      expected.push([i, i % 300, f, d === null || Number.isNaN(d) ? null : d, label, late]);
    }
    table.close();
    expect(table.count).toBe(rows);
    const result = await connection.runAndReadAll('SELECT n, small, f, d, label, late FROM staged ORDER BY n');
    expect(result.getRows()).toEqual(expected);
  });

  it('refuses a fraction or an out-of-range number in an integer column, as setItem does', async () => {
    const table = await ColumnTable.create(connection, 'ints', [
      ['n', 'INTEGER'],
      ['small', 'SMALLINT'],
    ]);
    table.add([1, 2]);
    expect(() => table.add([1.5, 2])).toThrow(/integer/);
    expect(() => table.add([1, 40_000])).toThrow(/range/);
    expect(() => table.add([2 ** 31, 1])).toThrow(/range/);
  });
});
