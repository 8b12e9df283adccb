/** Response schemas of the content calls, each with an example for the OpenAPI document. */
import { type TSchema, Type } from '@fastify/type-provider-typebox';

const Tags = Type.Array(Type.String());

/** An answer that is one of two shapes (a listing or one entry), its examples those of each shape. */
function oneOf<A extends TSchema, B extends TSchema>(listing: A, entry: B, description: string) {
  const examples = [listing, entry].flatMap((schema) => (schema as { examples?: unknown[] }).examples ?? []);
  return Type.Union([listing, entry], { description, examples });
}
const Day = Type.String({ description: 'YYYY-MM-DD' });

const HEADING_EXAMPLE = { level: 2, id: 'windows', text: 'Windows' };
export const HeadingSchema = Type.Object(
  { level: Type.Integer(), id: Type.String({ description: 'id of the heading element' }), text: Type.String() },
  { examples: [HEADING_EXAMPLE] },
);

/** The front matter every content entry carries. */
const frontMatter = {
  title: Type.String(),
  date: Day,
  summary: Type.String(),
  tags: Tags,
  author: Type.String(),
};

export const ANNOUNCEMENT_EXAMPLE = {
  id: 'demo-data-is-simulated',
  level: 'warning',
  title: 'You are looking at simulated demo data',
  date: '2026-11-16',
  summary: 'The indices, events, prices and transcripts in this install come from a seeded simulation.',
  tags: ['data', 'demo'],
  author: 'Moodwire Product',
  link: '/blog/the-simulated-demo-dataset',
  html: '<p>The data in this install is <strong>simulated</strong>.</p>\n',
};
export const AnnouncementSchema = Type.Object(
  {
    id: Type.String(),
    level: Type.Union([Type.Literal('info'), Type.Literal('success'), Type.Literal('warning')]),
    ...frontMatter,
    link: Type.Union([Type.String(), Type.Null()], { description: 'A page of the site, if any' }),
    html: Type.String({ description: 'The body, rendered (raw HTML in the source is escaped)' }),
  },
  { examples: [ANNOUNCEMENT_EXAMPLE] },
);

export const NEWS_EXAMPLE = {
  id: 'pulse-event-feed',
  title: 'The Pulse event feed is in the API',
  date: '2026-10-12',
  summary: 'Abnormal-news days with the top story, its summary, topic, sentiment and a pulse level.',
  tags: ['pulse', 'events'],
  author: 'Moodwire Product',
  link: '/pulse/guide',
  html: '<p><code>/pulse/v1/events/{class}/{code}</code> serves the events Pulse detects.</p>\n',
};
export const NewsItemSchema = Type.Object(
  {
    id: Type.String(),
    ...frontMatter,
    link: Type.Union([Type.String(), Type.Null()]),
    html: Type.String(),
  },
  { examples: [NEWS_EXAMPLE] },
);

const POST_SUMMARY_EXAMPLE = {
  slug: 'how-buzz-and-sentiment-are-computed',
  url: '/blog/how-buzz-and-sentiment-are-computed',
  title: 'How the open NLP method computes buzz and sentiment',
  date: '2026-09-14',
  summary: 'From a sentence to a daily index value, step by step.',
  tags: ['method', 'engine'],
  author: 'Moodwire Research',
  featured: true,
  readingMinutes: 3,
};
const postFields = {
  slug: Type.String(),
  url: Type.String({ description: 'The public page of the post' }),
  ...frontMatter,
  featured: Type.Boolean(),
  readingMinutes: Type.Integer(),
};
export const PostSummarySchema = Type.Object(postFields, { examples: [POST_SUMMARY_EXAMPLE] });

const POST_EXAMPLE = {
  ...POST_SUMMARY_EXAMPLE,
  html: '<h2 id="1-finding-the-assets">1. Finding the assets</h2>\n<p>A document first goes through…</p>\n',
  headings: [{ level: 2, id: '1-finding-the-assets', text: '1. Finding the assets' }],
};
export const PostSchema = Type.Object(
  { ...postFields, html: Type.String(), headings: Type.Array(HeadingSchema) },
  { examples: [POST_EXAMPLE] },
);

const POST_LIST_EXAMPLE = { total: 6, offset: 0, limit: 10, posts: [POST_SUMMARY_EXAMPLE] };
export const PostListSchema = Type.Object(
  { total: Type.Integer(), offset: Type.Integer(), limit: Type.Integer(), posts: Type.Array(PostSummarySchema) },
  { examples: [POST_LIST_EXAMPLE] },
);
export const BlogAnswerSchema = oneOf(
  PostListSchema,
  PostSchema,
  'A page of posts (newest first), or one post when `url` is given',
);

const FEATURED_EXAMPLE = {
  kind: 'group',
  ref: 'equ_top100',
  title: 'The 100 most talked-about companies',
  summary: 'Ranked by News and Social buzz over the last 30 days of the data.',
  href: '/ma4/equ/equ_top100/overview',
  group: { Group: 'equ_top100', Name: 'Top 100 by Buzz', Class: 'equ', Count: 100, Dataset: 'rma' },
  asset: { Asset: '4372179024', Name: 'Apple' },
};
export const FeaturedItemSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('group'), Type.Literal('post'), Type.Literal('doc')]),
    ref: Type.String({ description: 'Group id, post slug, or area/section/page of a docs page' }),
    title: Type.String(),
    summary: Type.String(),
    href: Type.String({ description: 'The page of the site to open' }),
    group: Type.Optional(
      Type.Object({
        Group: Type.String(),
        Name: Type.String(),
        Class: Type.String(),
        Count: Type.Integer(),
        Dataset: Type.String(),
      }),
    ),
    asset: Type.Optional(
      Type.Object({ Asset: Type.String(), Name: Type.String() }, { description: "The group's featured asset" }),
    ),
  },
  { examples: [FEATURED_EXAMPLE] },
);
export const FeaturedListSchema = Type.Array(FeaturedItemSchema, { examples: [[FEATURED_EXAMPLE]] });

const PAGE_META_EXAMPLE = {
  area: 'ma4',
  path: 'guide/indicators-and-sources',
  section: 'guide',
  sectionTitle: 'User Guide',
  webPath: '/ma4/guide/indicators-and-sources',
  title: 'Indicators, sources and windows',
  date: '2026-11-16',
  summary: 'What the indicator codes mean, the four sources, the daily and hourly windows.',
  tags: ['guide', 'indicators'],
  author: 'Moodwire Research',
};
const pageMeta = {
  area: Type.String(),
  path: Type.String({ description: 'section/page, as the webdocs call takes it' }),
  section: Type.String(),
  sectionTitle: Type.String(),
  webPath: Type.String({ description: 'The web page of the docs page' }),
  ...frontMatter,
};
export const DocPageSummarySchema = Type.Object(pageMeta, { examples: [PAGE_META_EXAMPLE] });

const DOC_PAGE_EXAMPLE = {
  ...PAGE_META_EXAMPLE,
  html: '<h2 id="indicators">Indicators</h2>\n<p>Every value in LMA is one <strong>indicator</strong>…</p>\n',
  headings: [{ level: 2, id: 'indicators', text: 'Indicators' }],
  previous: { path: 'guide/groups-and-assets', title: 'Groups, assets and the app’s views' },
  next: { path: 'guide/downloads', title: 'Downloads' },
};
const Neighbour = Type.Union([Type.Object({ path: Type.String(), title: Type.String() }), Type.Null()]);
export const DocPageSchema = Type.Object(
  {
    ...pageMeta,
    html: Type.String(),
    headings: Type.Array(HeadingSchema),
    previous: Neighbour,
    next: Neighbour,
  },
  { examples: [DOC_PAGE_EXAMPLE] },
);

const LISTING_EXAMPLE = { area: 'ma4', title: 'LMA (market analytics v4)', pages: [PAGE_META_EXAMPLE] };
const SEARCH_EXAMPLE = {
  area: 'ma4',
  title: 'LMA (market analytics v4)',
  query: 'hourly window',
  results: [{ ...PAGE_META_EXAMPLE, snippet: '…Hourly: the same 24-hour window, re-stamped every hour…' }],
};
export const DocListingSchema = Type.Object(
  { area: Type.String(), title: Type.String(), pages: Type.Array(DocPageSummarySchema) },
  { examples: [LISTING_EXAMPLE] },
);
export const DocSearchSchema = Type.Object(
  {
    area: Type.String(),
    title: Type.String(),
    query: Type.String(),
    results: Type.Array(Type.Object({ ...pageMeta, snippet: Type.String() })),
  },
  { examples: [SEARCH_EXAMPLE] },
);
export const DocAreaAnswerSchema = oneOf(
  DocListingSchema,
  DocSearchSchema,
  'The table of contents (listing), or the pages matching listsearch',
);

const PAPER_EXAMPLE = {
  id: 'tetlock-2007',
  kind: 'paper',
  title: 'Giving Content to Investor Sentiment: The Role of Media in the Stock Market',
  authors: ['Paul C. Tetlock'],
  year: 2007,
  venue: 'The Journal of Finance',
  summary: 'High pessimism in a daily newspaper column predicts downward pressure on prices followed by a reversal.',
  href: null,
  tags: ['news', 'pessimism', 'returns'],
  ours: false,
  date: null,
  abstract: null,
  downloadUrl: null,
};
const RESEARCH_EXAMPLE = {
  id: 'golden-set-evaluation',
  kind: 'research',
  title: 'How often is the engine right? An evaluation on a hand-labelled golden set',
  authors: ['Moodwire Research'],
  year: 2026,
  venue: 'Moodwire research paper',
  summary: 'On 357 hand-labelled sentences the engine gets the polarity of 95.8 % right.',
  href: null,
  tags: ['evaluation', 'engine'],
  ours: true,
  date: '2026-11-26',
  abstract: 'We evaluate the Moodwire engine on a golden set of 357 sentences written and labelled by hand.',
  downloadUrl: '/papers/golden-set-evaluation.html',
};
export const PaperSchema = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union([Type.Literal('research'), Type.Literal('method-note'), Type.Literal('paper')], {
      description: 'research: our paper, with an HTML document; method-note: our docs page; paper: published by others',
    }),
    title: Type.String(),
    authors: Type.Array(Type.String()),
    year: Type.Integer(),
    venue: Type.String(),
    summary: Type.String({ description: 'One line in our words' }),
    href: Type.Union([Type.String(), Type.Null()], { description: 'The docs page of a method note' }),
    tags: Tags,
    ours: Type.Boolean({ description: 'Written by us (research and method notes), or on the reading list' }),
    date: Type.Union([Type.String({ examples: ['2026-11-26'] }), Type.Null()], {
      description: 'Publication day (YYYY-MM-DD) of our research papers; null where only the year is known',
    }),
    abstract: Type.Union([Type.String(), Type.Null()], { description: 'The abstract of our research papers' }),
    downloadUrl: Type.Union([Type.String(), Type.Null()], {
      description: 'API path of the standalone HTML document of our research papers: /papers/{id}.html',
    }),
  },
  { examples: [RESEARCH_EXAMPLE, PAPER_EXAMPLE] },
);
export const PaperListSchema = Type.Array(PaperSchema, { examples: [[RESEARCH_EXAMPLE, PAPER_EXAMPLE]] });
