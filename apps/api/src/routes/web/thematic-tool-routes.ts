/**
 * Issue 15 '/radar/thematic' (thematicTool): a theme of keywords and phrases scored over the stored corpus. Its
 * documents are those of the span whose title or body holds one of the terms as whole words; the answer is the
 * theme's daily buzz (matching documents) and mean sentiment, the assets most co-mentioned with it and the newest
 * examples (getThemeActivity). The benchmark series beside it comes from `/others/thematic-benchmark`. Needs the
 * thematic permission (spec §6 'Thematic tool | thematicTool'), as the benchmark.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { addDays } from '@moodwire/domain';
import {
  getThemeActivity,
  MAX_THEME_DAYS,
  MAX_THEME_DOCUMENTS,
  MAX_THEME_TERM_CHARS,
  MAX_THEME_TERMS,
  THEME_TIME_BUDGET_MS,
} from '@moodwire/warehouse';
import type { LakeView } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { answerFromCurrentLake } from '../lake-call';

const DEFAULT_DAYS = 30;
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const ThemeSchema = Type.Object(
  {
    terms: Type.Array(Type.String(), { description: 'The terms read (trimmed, repeats left out)' }),
    from: Type.String({ description: 'First day (UTC)' }),
    to: Type.String({ description: 'Last day (UTC): the lake’s last day' }),
    documents: Type.Integer({ description: `Matching documents read (at most ${MAX_THEME_DOCUMENTS})` }),
    isTruncated: Type.Boolean({ description: 'More documents matched than were read (the newest were kept)' }),
    termCounts: Type.Array(Type.Object({ term: Type.String(), documents: Type.Integer() })),
    days: Type.Array(
      Type.Object({
        date: Type.String(),
        documents: Type.Integer({ description: 'The theme’s buzz: matching documents that day' }),
        sentiment: Type.Union([Type.Number(), Type.Null()], { description: 'Mean sentiment of those documents' }),
      }),
    ),
    assets: Type.Array(
      Type.Object({
        assetClass: Type.String(),
        assetCode: Type.String(),
        name: Type.String(),
        documents: Type.Integer({ description: 'Matching documents that refer to the asset' }),
        mentions: Type.Integer(),
        sentiment: Type.Union([Type.Number(), Type.Null()], {
          description: 'The engine’s sentiment for the asset there',
        }),
      }),
      { description: 'The assets most associated with the theme, most documents first (at most 20)' },
    ),
    examples: Type.Array(
      Type.Object({
        id: Type.String(),
        time: Type.String(),
        sourceType: Type.String(),
        outlet: Type.Union([Type.String(), Type.Null()]),
        title: Type.Union([Type.String(), Type.Null()]),
        preview: Type.String(),
        sentiment: NullableNumber,
        terms: Type.Array(Type.String()),
      }),
      { description: 'The newest matching documents (at most 10)' },
    ),
  },
  {
    examples: [
      {
        terms: ['interest rates', 'rally'],
        from: '2026-10-27',
        to: '2026-11-25',
        documents: 2958,
        isTruncated: false,
        termCounts: [
          { term: 'interest rates', documents: 2019 },
          { term: 'rally', documents: 939 },
        ],
        days: [{ date: '2026-11-25', documents: 116, sentiment: 0.124 }],
        assets: [
          {
            assetClass: 'cou',
            assetCode: 'US',
            name: 'United States',
            documents: 359,
            mentions: 1318,
            sentiment: -0.009,
          },
        ],
        examples: [
          {
            id: 'gen-2026-11-25-12q',
            time: '2026-11-25T23:12:24.000Z',
            sourceType: 'News',
            outlet: 'Business Telegraph',
            title: 'JPMorgan Chase jumps as revenue growth accelerates',
            preview: 'Traders are optimistic that the rally will continue.',
            sentiment: 0.15,
            terms: ['rally'],
          },
        ],
      },
    ],
  },
);

/** Terms from the parameter: separated by commas or new lines. */
function splitTerms(value: string): string[] {
  return value.split(/[,\n]/).map((term) => term.trim());
}

export function thematicToolRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/others/thematic-theme',
      {
        config: { access: { area: 'thematic' } },
        schema: {
          tags: ['web'],
          security: KEYED_SECURITY,
          summary: 'A theme scored over the stored corpus: its daily buzz and sentiment, its assets, examples',
          description:
            'A theme is up to ' +
            `${MAX_THEME_TERMS} keywords and phrases (\`terms\`, separated by commas or new lines, each 2 to ` +
            `${MAX_THEME_TERM_CHARS} characters). A document matches when its title or body holds one of them as ` +
            'whole words, in any case. Per day of the last `days` days (up to the lake’s last day, at most ' +
            `${MAX_THEME_DAYS}: the window the lake keeps full texts for): the matching documents (the theme’s ` +
            'buzz) and their mean sentiment, the engine’s score of each document for the assets it refers to ' +
            '(buzz-weighted). The assets co-mentioned most often, with their sentiment in those documents, and the ' +
            `newest examples. At most ${MAX_THEME_DOCUMENTS.toLocaleString('en')} documents are read, the newest; a ` +
            `scan longer than ${THEME_TIME_BUDGET_MS / 1000} s is stopped and refused (400, naming \`terms\`).`,
          querystring: Type.Object({
            terms: Type.String({ minLength: 1, maxLength: 1_000, examples: ['interest rates, rally'] }),
            days: Type.Optional(
              Type.Integer({ minimum: 1, maximum: MAX_THEME_DAYS, default: DEFAULT_DAYS, examples: [30] }),
            ),
            src: Type.Optional(
              Type.Union([Type.Literal('News'), Type.Literal('Social')], {
                description: 'Only news or only social posts (both by default)',
              }),
            ),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(ThemeSchema, 'The theme over the span'),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const terms = splitTerms(query.terms);
        const days = query.days ?? DEFAULT_DAYS;
        if (terms.filter((term) => term !== '').length > MAX_THEME_TERMS) {
          throw badParameter('terms', `at most ${MAX_THEME_TERMS} keywords and phrases`);
        }
        return answerFromCurrentLake(lakes, request, reply, {
          parameter: 'terms',
          read: async (lake) => {
            const to = lake.manifest.to;
            const retained = lake.manifest.documents?.stored?.retainedFrom;
            let from = addDays(to, -(days - 1));
            if (retained && from < retained) from = retained;
            return {
              data: await getThemeActivity({
                terms,
                from,
                to,
                sourceType: query.src,
                dataDir: lakes.dataDir,
              }),
            };
          },
        });
      },
    );
  };
}
