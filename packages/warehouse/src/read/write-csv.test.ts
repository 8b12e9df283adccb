import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { csvText, writeCsv, writeCsvHeader, writeCsvLines } from './write-csv';

/** The cells of a CSV text as Python's standard csv module reads them (the reference's clients read with it). */
function readWithPython(text: string): string[][] {
  const script =
    'import csv, io, json, sys\nprint(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline="")))))';
  return JSON.parse(execFileSync('python3', ['-c', script], { input: text, encoding: 'utf8' })) as string[][];
}

const RECORDS = [
  { name: 'Smith, Jones & Co', code: 'A"1', note: 'first line\nsecond line', value: -0.25, count: 3 },
  { name: 'Plain', code: 'B2', note: 'carriage\r\nreturn', value: null, count: Number.NaN },
  { name: 'Tail,', code: '', note: undefined, value: Number.POSITIVE_INFINITY, count: -12 },
  { name: '"quoted"', code: 'C3', note: ['one', 'two'], value: true, count: new Date(Date.UTC(2025, 0, 2, 20, 30)) },
];
const COLUMNS = ['name', 'code', 'note', 'value', 'count'];

describe('writeCsv', () => {
  it('writes text that a standard CSV parser reads back to the same values, missing numbers as empty cells', () => {
    const text = writeCsv(COLUMNS, RECORDS);
    expect(readWithPython(text)).toEqual([
      COLUMNS,
      ['Smith, Jones & Co', 'A"1', 'first line\nsecond line', '-0.25', '3'],
      ['Plain', 'B2', 'carriage\r\nreturn', '', ''],
      ['Tail,', '', '', '', '-12'],
      ['"quoted"', 'C3', 'one; two', 'true', '2025-01-02T20:30:00.000Z'],
    ]);
  });

  it("ends every line with '\\n', quotes only what needs it, and writes nothing for no rows", () => {
    expect(writeCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\n1,x\n');
    expect(writeCsvLines([])).toBe('');
    expect(writeCsvHeader(['a,b', 'c'])).toBe('"a,b",c\n');
    expect(writeCsv(COLUMNS, RECORDS)).not.toContain('NaN');
    expect(writeCsv(COLUMNS, RECORDS)).not.toContain('Infinity');
  });

  it('quotes a text cell of the hot path the way the writer does', () => {
    for (const text of ['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', '']) {
      expect(`${csvText(text)}\n`).toBe(writeCsvLines([[text]]));
    }
  });
});
