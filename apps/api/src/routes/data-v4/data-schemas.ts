/**
 * The parts of the data calls' OpenAPI description that `/{prefix}/v4/data/...` (one asset or all) and the pull
 * call (chosen assets) share: the query fields they have in common and the 200 answer (CSV by default, JSON
 * `{ data }`), whose CSV and JSON examples are written from the same example rows.
 */
import { Type } from '@fastify/type-provider-typebox';
import { DATE_OR_TIME_PATTERN } from './data-range';

export const DateParam = (description: string) =>
  Type.Optional(Type.String({ pattern: DATE_OR_TIME_PATTERN, description, examples: ['2026-01-01'] }));

export const DatacolsParam = Type.Optional(
  Type.String({
    maxLength: 5_000,
    description:
      'Comma-separated score columns (see /info); default every column. Row keys, mentions and buzz are always given',
    examples: ['sentiment,fear'],
  }),
);

export const DatatypeParam = Type.Optional(
  Type.String({
    maxLength: 200,
    description:
      'Comma-separated data types (News, Social, News_Headline, News_Social, or nws, soc, nhl, all); default every one',
    examples: ['News_Social'],
  }),
);

export const StartDateParam = DateParam(
  'First day or time (inclusive), YYYY-MM-DD or ISO time (UTC without zone); default the first day',
);

export const FormatParam = Type.Optional(
  Type.Union([Type.Literal('csv'), Type.Literal('json')], { default: 'csv', description: 'csv (default) or json' }),
);

/** One example row of a company's series, in the reference's column order (anchor facts §2). */
function exampleRow(
  assetCode: string,
  ticker: string,
  dataType: string,
  mentions: number,
  buzz: number,
  sentiment: number,
) {
  return {
    id: `mp:2026-11-20_20.30.00.${dataType}.CMPNY.${assetCode}`,
    assetCode,
    ticker,
    windowTimestamp: '2026-11-20T20:30:00.000Z',
    dataType,
    systemVersion: 'MW:1.0.0',
    mentions,
    buzz,
    sentiment,
  };
}

type ExampleRow = ReturnType<typeof exampleRow>;

export const EXAMPLE_ROWS = {
  apple: (dataType: string) => exampleRow('4372179024', 'AAPL', dataType, 12, 41.5, 0.1204819),
  microsoft: (dataType: string) => exampleRow('4631020536', 'MSFT', dataType, 9, 30, 0.0833333),
};

/** The 200 answer of a data call: the rows as CSV (the default) or JSON `{ data }`, with these example rows. */
export function dataRowsAnswer(rows: readonly ExampleRow[]) {
  const header = Object.keys(rows[0] ?? {});
  const csv = [header, ...rows.map((row) => Object.values(row))].map((cells) => `${cells.join(',')}\n`).join('');
  return {
    description: 'The rows: CSV (header first, empty cell = null) by default, JSON { data } with format=json',
    content: {
      'text/csv': { schema: Type.String({ examples: [csv] }) },
      'application/json': {
        schema: Type.Object(
          { data: Type.Array(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]))) },
          { examples: [{ data: rows.slice(0, 1) }] },
        ),
      },
    },
  };
}
