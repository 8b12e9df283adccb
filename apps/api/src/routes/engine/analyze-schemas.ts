/** The body and answer of POST /sentv5/analyze (the Engine tool, issue 15), with their OpenAPI examples. */
import { Type } from '@fastify/type-provider-typebox';
import { AssetRecordFields } from '../web/web-params';
import { DOCUMENT_FORMATS } from './document-text';

/** Most bytes (UTF-8) of text one call reads, all documents together: documented, and a 413 beyond. */
export const MAX_ANALYZE_BYTES = 200 * 1024;
/** Most documents one call carries (a CSV counts each of its rows once it is read). */
export const MAX_ANALYZE_DOCUMENTS = 200;
/** Most entries of `documents` in one body. */
export const MAX_BODY_DOCUMENTS = 20;
/**
 * The schema lets a text through up to this length so that a text over the byte limit is answered by the handler
 * with the 413 and the limit named, not as a schema error (the body limit still bounds the request).
 */
const SCHEMA_TEXT_LENGTH = 1_000_000;

export const EXAMPLE_TEXT = 'Apple shares did not fall despite the weak market, and analysts see strong demand ahead.';

const Format = Type.Union(
  DOCUMENT_FORMATS.map((format) => Type.Literal(format)),
  {
    description:
      'How to read the text: txt as it is, md and html reduced to their words (tags, scripts and styles dropped), ' +
      'csv as one document per row from its text column (text, body, content, document, headline or title); when not given, from the name’s extension, else txt',
  },
);

const DocumentIn = Type.Object(
  {
    text: Type.String({ maxLength: SCHEMA_TEXT_LENGTH, description: 'The content (of a file, or pasted)' }),
    format: Type.Optional(Format),
    name: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'A label (a file name); the format follows its extension when not given',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AnalyzeBody = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: SCHEMA_TEXT_LENGTH, description: 'One text (or use documents)' })),
    format: Type.Optional(Format),
    name: Type.Optional(Type.String({ maxLength: 200 })),
    documents: Type.Optional(
      Type.Array(DocumentIn, {
        minItems: 1,
        maxItems: MAX_BODY_DOCUMENTS,
        description: `Several texts or files (at most ${MAX_BODY_DOCUMENTS}), each analysed on its own`,
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      { text: EXAMPLE_TEXT },
      { documents: [{ name: 'notes.html', format: 'html', text: '<p>Gold prices <b>soared</b>.</p>' }] },
    ],
  },
);

const Scores = Type.Record(Type.String(), Type.Number(), {
  description: 'Indicator code -> score: buzz is a count of weighted references, the others a share of it',
});

const TermSchema = Type.Object({
  start: Type.Integer({ description: 'Offset of the first character in the document text (UTF-16 code units)' }),
  end: Type.Integer({ description: 'Offset after the last character' }),
  text: Type.String({ description: 'The words as written' }),
  term: Type.String({ description: 'The lexicon entry that matched' }),
  codes: Type.Array(Type.String(), { description: 'Indicators the term moves' }),
  weight: Type.Number({ description: 'Weight after intensifiers and negation (negative when negated)' }),
  sentiment: Type.Number({ description: 'Signed contribution to sentiment (0 for a word without tone)' }),
  negated: Type.Boolean({ description: 'A negation flipped the term' }),
  future: Type.Boolean({
    description:
      'In a forward-looking clause: its direction topics counted as their forecasts, its tone as optimism or pessimism',
  }),
});

const AssetSchema = Type.Object({
  ...AssetRecordFields,
  references: Type.Number({ description: 'References counted for the asset (attribution by sentence and clause)' }),
  mentions: Type.Array(
    Type.Object({
      start: Type.Integer(),
      end: Type.Integer(),
      matched: Type.String({ description: 'The reference form that matched' }),
      kind: Type.String({ description: 'name, alias, ticker, symbol, pair, demonym or term' }),
    }),
  ),
  scores: Scores,
});

const EXAMPLE_DOCUMENT = {
  name: 'text',
  format: 'txt',
  text: 'Apple shares did not fall sharply.',
  length: 34,
  tokenCount: 7,
  sentenceCount: 1,
  scores: { buzz: 2, sentiment: 0.4 },
  drivers: { sentiment: [0] },
  terms: [
    {
      start: 21,
      end: 25,
      text: 'fall',
      term: 'fall',
      codes: ['sentiment', 'priceDirection'],
      weight: -0.75,
      sentiment: 0.6,
      negated: true,
      future: false,
    },
  ],
  assets: [
    {
      asset: '4372179024',
      name: 'Apple',
      symbol: 'AAPL.O',
      class: 'equ',
      sector: 'Technology',
      domicile: 'US',
      exchangeCountry: 'US',
      references: 1,
      mentions: [{ start: 0, end: 5, matched: 'Apple', kind: 'alias' }],
      scores: { buzz: 2, sentiment: 0.4 },
    },
  ],
  keyphrases: [{ phrase: 'Apple shares', count: 1, score: 4 }],
  summary: 'Apple shares did not fall sharply.',
};

export const AnalyzedDocument = Type.Object(
  {
    name: Type.String(),
    format: Type.String(),
    text: Type.String({ description: 'The text analysed (after conversion): the offsets point into it' }),
    length: Type.Integer(),
    tokenCount: Type.Integer(),
    sentenceCount: Type.Integer(),
    scores: Scores,
    drivers: Type.Record(Type.String(), Type.Array(Type.Integer()), {
      description: 'Indicator code -> indices into terms of the words that drove it (what to highlight)',
    }),
    terms: Type.Array(TermSchema),
    assets: Type.Array(AssetSchema, { description: 'Assets of the lake universe found, in order of first mention' }),
    keyphrases: Type.Array(Type.Object({ phrase: Type.String(), count: Type.Integer(), score: Type.Number() })),
    summary: Type.String({ description: 'Extractive summary: the text’s most telling sentences' }),
  },
  { examples: [EXAMPLE_DOCUMENT] },
);

export const AnalyzeAnswer = Type.Object(
  {
    limitBytes: Type.Integer({ description: 'Most bytes of text one call reads' }),
    bytes: Type.Integer({ description: 'Bytes of text this call read' }),
    documents: Type.Array(AnalyzedDocument),
  },
  {
    examples: [
      {
        limitBytes: MAX_ANALYZE_BYTES,
        bytes: 34,
        documents: [EXAMPLE_DOCUMENT],
      },
    ],
  },
);
