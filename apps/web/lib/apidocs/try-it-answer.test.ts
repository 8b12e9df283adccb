import { describe, expect, it } from 'vitest';
import { errorOfAnswer, MAX_LINES, readLimitedText, tryItUrl, viewAnswer } from './try-it-answer';

const whole = (text: string) => ({ text, bytes: text.length, complete: true });

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('viewAnswer', () => {
  it('shows CSV as a table of the header and at most 200 rows, an empty cell kept empty', () => {
    const rows = Array.from({ length: 250 }, (_, index) => `a${index},,"x, y"`);
    const view = viewAnswer('text/csv; charset=utf-8', whole(`id,buzz,name\n${rows.join('\n')}\n`));
    expect(view.kind).toBe('table');
    if (view.kind !== 'table') return;
    expect(view.header).toEqual(['id', 'buzz', 'name']);
    expect(view.rows).toHaveLength(MAX_LINES);
    expect(view.rows[0]).toEqual(['a0', '', 'x, y']);
    expect(view.truncated).toBe(true);
  });

  it('says a short CSV is whole, and drops the line cut at the byte limit', () => {
    expect(viewAnswer('text/csv', whole('a,b\n1,2\n'))).toEqual({
      kind: 'table',
      header: ['a', 'b'],
      rows: [['1', '2']],
      truncated: false,
    });
    const cut = viewAnswer('text/csv', { text: 'a,b\n1,2\n3,', bytes: 10, complete: false });
    expect(cut).toMatchObject({ rows: [['1', '2']], truncated: true });
  });

  it('pretty-prints JSON and cuts it at 200 lines', () => {
    expect(viewAnswer('application/json', whole('{"data":[1]}'))).toEqual({
      kind: 'json',
      text: '{\n  "data": [\n    1\n  ]\n}',
      truncated: false,
    });
    const long = viewAnswer(
      'application/json',
      whole(JSON.stringify({ data: Array.from({ length: 500 }, (_, i) => i) })),
    );
    expect(long.kind === 'json' && long.text.split('\n').length).toBe(MAX_LINES);
    expect(long).toMatchObject({ truncated: true });
  });

  it('shows line JSON and cut JSON as text, a zip as a file, nothing as empty', () => {
    expect(viewAnswer('application/x-ndjson', whole('{"a":1}\n{"a":2}\n'))).toMatchObject({ kind: 'text' });
    expect(viewAnswer('application/json', { text: '{"data":[1,', bytes: 11, complete: false })).toMatchObject({
      kind: 'text',
      truncated: true,
    });
    expect(viewAnswer('application/zip', whole(''))).toEqual({ kind: 'binary', contentType: 'application/zip' });
    expect(viewAnswer('application/json', whole(''))).toEqual({ kind: 'empty' });
  });
});

describe('readLimitedText', () => {
  it('reads a body whole under the limit and stops at the limit', async () => {
    expect(await readLimitedText(streamOf(['ab', 'cd']), 10)).toEqual({ text: 'abcd', bytes: 4, complete: true });
    expect(await readLimitedText(streamOf(['abcdef', 'ghij']), 8)).toEqual({
      text: 'abcdefgh',
      bytes: 8,
      complete: false,
    });
    expect(await readLimitedText(null)).toEqual({ text: '', bytes: 0, complete: true });
  });
});

describe('errorOfAnswer and tryItUrl', () => {
  it("keeps the API's error body, or the text, or the status line", () => {
    expect(errorOfAnswer(403, 'Forbidden', whole('{"error":"Permission required","message":"No"}'))).toEqual({
      error: 'Permission required',
      message: 'No',
    });
    expect(errorOfAnswer(502, 'Bad Gateway', whole('upstream down'))).toBe('upstream down');
    expect(errorOfAnswer(500, 'Internal Server Error', whole(''))).toBe('500 Internal Server Error');
  });

  it('fills the path, encodes values and leaves empty parameters out', () => {
    expect(
      tryItUrl(
        '/x',
        '/rma/v4/data/{asset_class}/{freq}/{asset_code}',
        { asset_class: 'equ', freq: 'dai', asset_code: 'a b' },
        [
          ['datacols', 'buzz,sentiment'],
          ['start_date', ''],
        ],
      ),
    ).toBe('/x/rma/v4/data/equ/dai/a%20b?datacols=buzz%2Csentiment');
    expect(tryItUrl('/x', '/masf/v4/sources', {}, [])).toBe('/x/masf/v4/sources');
  });
});
