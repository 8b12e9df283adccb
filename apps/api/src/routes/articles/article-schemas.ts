/** Response schemas of the article calls (spec §7 /articles/*), each with an example for the OpenAPI document. */
import { type TSchema, Type } from '@fastify/type-provider-typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const SourceSchema = Type.Union([Type.Literal('News'), Type.Literal('Social')], {
  description: 'Source type of the document',
});

const MissingSchema = Type.Object({
  id: Type.String(),
  reason: Type.Union([Type.Literal('outside_retention'), Type.Literal('not_found')], {
    description:
      'outside_retention: a document of the build older than the retention window (its text is not kept); not_found: no such document',
  }),
  message: Type.String(),
});

const EXAMPLE_MISSING = {
  id: 'gen-2024-01-05-3f',
  reason: 'outside_retention' as const,
  message:
    "Document 'gen-2024-01-05-3f' (2024-01-05) is older than the retention window: full texts are kept from 2026-08-25 and for every imported document; older documents only feed the indices.",
};

const EXAMPLE_ARTICLE = {
  id: 'gen-2026-11-20-1k',
  time: '2026-11-20T14:05:31.000Z',
  source: 'News' as const,
  outlet: 'Daily Finance Post',
  title: 'Apple shares climb after strong quarterly results',
  url: 'https://news.example.com/2026-11-20/gen-2026-11-20-1k',
};

export const ArticlePreviewSchema = Type.Object({
  id: Type.String(),
  time: Type.String({ description: 'ISO 8601 UTC' }),
  source: SourceSchema,
  outlet: Nullable(Type.String()),
  title: Nullable(Type.String({ description: 'Headline; null for most social posts' })),
  url: Nullable(Type.String()),
  preview: Type.String({ description: 'The opening of the body, on one line, cut at a word with an ellipsis' }),
  assets: Type.Array(
    Type.Object({ class: Type.String(), code: Type.String(), name: Type.String() }, { description: 'Matched asset' }),
    { description: 'The assets the article refers to, most buzz first' },
  ),
});

export const ArticlePreviewsSchema = Type.Object(
  { articles: Type.Array(ArticlePreviewSchema), missing: Type.Array(MissingSchema) },
  {
    examples: [
      {
        articles: [
          {
            ...EXAMPLE_ARTICLE,
            preview: 'Apple reported record revenue and raised its outlook. Investors welcomed the results.',
            assets: [{ class: 'equ', code: '4372179024', name: 'Apple' }],
          },
        ],
        missing: [EXAMPLE_MISSING],
      },
    ],
  },
);

export const ArticleSchema = Type.Object({
  id: Type.String(),
  time: Type.String({ description: 'ISO 8601 UTC' }),
  source: SourceSchema,
  outlet: Nullable(Type.String()),
  title: Nullable(Type.String()),
  body: Type.String(),
  url: Nullable(Type.String()),
  language: Type.String({ description: 'ISO 639-1' }),
  imported: Type.Boolean({ description: 'Imported with the data CLI rather than from the simulated corpus' }),
  assets: Type.Array(
    Type.Object({
      class: Type.String(),
      code: Type.String(),
      name: Type.String(),
      mentions: Type.Integer({ description: 'References to the asset in the article' }),
      buzz: Type.Number({ description: 'Sum of the absolute weights of the words about the asset' }),
      sentiment: Type.Union([Type.Number(), Type.Null()], {
        description: '(positive - negative) / buzz; null when nothing toned is said about the asset',
      }),
    }),
    { description: 'The assets the article refers to with the engine scores, most buzz first' },
  ),
});

export const ArticlesSchema = Type.Object(
  { articles: Type.Array(ArticleSchema), missing: Type.Array(MissingSchema) },
  {
    examples: [
      {
        articles: [
          {
            ...EXAMPLE_ARTICLE,
            body: 'Apple reported record revenue and raised its outlook. Investors welcomed the results.',
            language: 'en',
            imported: false,
            assets: [{ class: 'equ', code: '4372179024', name: 'Apple', mentions: 2, buzz: 6.5, sentiment: 0.42 }],
          },
        ],
        missing: [],
      },
    ],
  },
);

export const ArticleListSchema = Type.Object(
  {
    asset: Type.Object({ class: Type.String(), code: Type.String(), name: Type.String() }),
    total: Type.Integer({ description: 'Articles of the asset matching the filters, all pages' }),
    offset: Type.Integer(),
    limit: Type.Integer(),
    retainedFrom: Type.Union([Type.String(), Type.Null()], {
      description: 'First day whose articles the lake keeps (imported articles are kept whatever their date)',
    }),
    articles: Type.Array(
      Type.Object({
        id: Type.String(),
        time: Type.String(),
        source: SourceSchema,
        outlet: Nullable(Type.String()),
        title: Nullable(Type.String()),
        preview: Type.String(),
        url: Nullable(Type.String()),
        imported: Type.Boolean(),
        mentions: Type.Integer(),
        buzz: Type.Number(),
        sentiment: NullableNumber,
      }),
    ),
  },
  {
    examples: [
      {
        asset: { class: 'equ', code: '4372179024', name: 'Apple' },
        total: 57,
        offset: 0,
        limit: 20,
        retainedFrom: '2026-08-25',
        articles: [
          {
            ...EXAMPLE_ARTICLE,
            preview: 'Apple reported record revenue and raised its outlook. Investors welcomed the results.',
            imported: false,
            mentions: 2,
            buzz: 6.5,
            sentiment: 0.42,
          },
        ],
      },
    ],
  },
);
