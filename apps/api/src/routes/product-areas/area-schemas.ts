/** TypeBox pieces shared by the product-area routes (each carries an example for the OpenAPI document). */
import { type TSchema, Type } from '@fastify/type-provider-typebox';
import { dataOf } from '../../schemas/common-schemas';
import { DATE_OR_TIME_PATTERN } from './date-range';

export function dateQuery(description: string, example: string) {
  return Type.Optional(Type.String({ pattern: DATE_OR_TIME_PATTERN, maxLength: 40, description, examples: [example] }));
}

export const StartDate = dateQuery(
  'First day or time (inclusive), YYYY-MM-DD or ISO time; UTC without a zone',
  '2026-10-01',
);
export const EndDate = dateQuery('End (exclusive), YYYY-MM-DD or ISO time; UTC without a zone', '2026-11-01');

export const FormatQuery = Type.Optional(
  Type.Union([Type.Literal('json'), Type.Literal('csv')], {
    default: 'json',
    description: 'json (`{ data }`, the default) or csv (a header line, then one line per row)',
  }),
);

export const DatatypeQuery = Type.Optional(
  Type.String({
    maxLength: 20,
    description:
      'One data type, by name or source code: News_Social (all), News (nws), Social (soc), News_Headline (nhl); default every one',
    examples: ['News_Social'],
  }),
);

export const DatacolsQuery = Type.Optional(
  Type.String({
    maxLength: 4000,
    description:
      'Comma-separated datafield codes (see the datafields call); buzz always comes; default every datafield',
    examples: ['sentiment,fear,joy'],
  }),
);

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An array of a schema, its example a list of the item's example. */
export function listOf<T extends TSchema>(schema: T) {
  const example = (schema as { examples?: unknown[] }).examples?.[0];
  return Type.Array(schema, example === undefined ? {} : { examples: [[example]] });
}

/** One row of a score dataset: the row keys, buzz, then the asked-for datafields. */
export type ScoreRow = Record<string, string | number | null>;

export const EXAMPLE_SCORE_ROW: ScoreRow = {
  id: 'mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024',
  assetCode: '4372179024',
  ticker: 'AAPL',
  windowTimestamp: '2026-10-01T20:30:00.000Z',
  dataType: 'News_Social',
  systemVersion: 'MW:1.0.0',
  buzz: 41.5,
  sentiment: 0.1255,
  fear: null,
};

export const ScoreRowSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
  examples: [EXAMPLE_SCORE_ROW],
});

export const SCORE_ROWS_CSV_EXAMPLE =
  'id,assetCode,ticker,windowTimestamp,dataType,systemVersion,buzz,sentiment\n' +
  'mp:2026-10-01_20.30.00.News_Social.CMPNY.4372179024,4372179024,AAPL,2026-10-01T20:30:00.000Z,News_Social,MW:1.0.0,41.5,0.1255\n';

/** A 200 that is JSON `{ data }` by default and CSV with format=csv. */
export function jsonOrCsv<T extends TSchema>(schema: T, description: string, csvExample: string) {
  return {
    description,
    content: {
      'application/json': { schema: dataOf(schema, description) },
      'text/csv': { schema: Type.String({ description: 'format=csv', examples: [csvExample] }) },
    },
  };
}
