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
    ]);
    const rows = 5000;
    const expected: (number | string | null)[][] = [];
    for (let i = 0; i < rows; i++) {
      // Nulls start in the second chunk only for d, so that its later cells must set their validity again.
      const d = i > 2100 && i % 7 === 0 ? null : i % 11 === 0 ? Number.NaN : i / 3;
      const f = i % 5 === 0 ? null : i * 0.25;
      table.add([i, i % 300, f, d, i % 2 === 0 ? `r${i}` : null]);
      expected.push([i, i % 300, f, d === null || Number.isNaN(d) ? null : d, i % 2 === 0 ? `r${i}` : null]);
    }
    table.close();
    expect(table.count).toBe(rows);
    const result = await connection.runAndReadAll('SELECT n, small, f, d, label FROM staged ORDER BY n');
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
