/**
 * Copy of the marketing site: the Products and Solutions mega-menus (spec §2 'Marketing header') and the
 * pages they open. Solution slugs and titles come from the domain route table (SOLUTION_PAGES).
 */
import { SOLUTION_PAGES } from '@moodwire/domain';

export interface ProductSummary {
  /** Short name used across the app (spec §1). */
  name: string;
  tagline: string;
  description: string;
  href: string;
}

/** spec §1: LMA (rma), LMA-ESG (esg), and the Transcripts, MMS, Pulse, Engine and Radar areas. */
export const PRODUCTS: readonly ProductSummary[] = [
  {
    name: 'LMA',
    tagline: 'Market sentiment analytics',
    description:
      'Daily and hourly sentiment, buzz and emotion indices (fear, joy, stress and more) for companies, countries, currencies, cryptocurrencies and commodities, from news and social media.',
    href: '/ma4/intro',
  },
  {
    name: 'LMA-ESG',
    tagline: 'ESG from the media',
    description:
      'ESG core scores (overall, pillars, categories, controversies) and advanced ESG indicators for companies and countries, computed from what the media report.',
    href: '/esg4/intro',
  },
  {
    name: 'Transcripts',
    tagline: 'Earnings-call analytics',
    description: 'Sentiment and keyphrases of earnings-call transcripts, per company and per call.',
    href: '/transcripts/intro',
  },
  {
    name: 'MMS',
    tagline: 'Media-sentiment scoring',
    description: 'Media-sentiment scores per asset with a screener to rank assets by how their coverage moves.',
    href: '/mms/intro',
  },
  {
    name: 'Pulse',
    tagline: 'Event feed',
    description: 'Events detected from sudden moves in the indices, filterable by topic, sector and country.',
    href: '/pulse/intro',
  },
  {
    name: 'Engine',
    tagline: 'The NLP engine',
    description:
      'Our own open NLP engine: text in, entities, indicator scores, keyphrases and a summary out. It computes every index on this site.',
    href: '/engine/intro',
  },
  {
    name: 'Radar',
    tagline: 'Alerts and watchlists',
    description:
      'Watch assets and themes, get alerts when their coverage shifts, and connect AI agents through the MCP interface.',
    href: '/radar/intro',
  },
];

export interface SolutionContent {
  slug: string;
  title: string;
  href: string;
  /** One line for the mega-menu. */
  summary: string;
  /** What the page says: the problem and how the data answers it. */
  body: string[];
  /** What a user works with. */
  uses: string[];
  /** Product names (from PRODUCTS) that serve this solution. */
  products: string[];
}

const SOLUTION_COPY: Record<string, Omit<SolutionContent, 'slug' | 'title' | 'href'>> = {
  'market-sentiment-and-events': {
    summary: 'Follow the mood of the market and the events that move it.',
    body: [
      'Markets move on what people read and say. Moodwire turns news and social media into daily and hourly indices of sentiment, buzz and emotions for every asset it covers.',
      'Pulse flags the moments when an index breaks from its usual range, so you see an event as the coverage forms rather than after the price has moved.',
    ],
    uses: ['Sentiment and buzz indices per asset', 'Heatmaps and screeners across groups', 'Pulse events'],
    products: ['LMA', 'Pulse'],
  },
  'cryptocurrency-and-blockchain-intelligence': {
    summary: 'Sentiment and attention for hundreds of cryptocurrencies.',
    body: [
      'Crypto prices are driven by attention more than by fundamentals. Moodwire measures buzz and sentiment for each coin from news and social media, side by side with its price.',
      'Compare coins in one chart, rank them in the screener, or pull the full history through the API.',
    ],
    uses: ['Cryptocurrency buzz and sentiment', 'Charts with price overlay', 'Bulk files and API access'],
    products: ['LMA', 'Radar'],
  },
  'equities-alpha-generation': {
    summary: 'Media signals for systematic equity strategies.',
    body: [
      'Indices with a long, consistent history are the raw material of a quantitative signal. Moodwire computes the same indicators the same way for every company, every day, so a backtest sees what a live strategy would have seen.',
      'Download by asset class or by asset, in CSV or JSON, and study the results in the scores analysis.',
    ],
    uses: ['Company sentiment and emotion indices', 'Scores analysis', 'Bulk downloads'],
    products: ['LMA', 'Transcripts'],
  },
  'equities-risk-management': {
    summary: 'See stress and controversy build up around a holding.',
    body: [
      'Risk often shows in the coverage before it shows in the price. Stress, fear and negative buzz on a company or its sector are early warnings.',
      'Radar alerts you when the indices of a watchlist move, and the asset pages show what changed.',
    ],
    uses: ['Stress, fear and buzz indices', 'Watchlists and alerts', 'Asset details'],
    products: ['LMA', 'Radar'],
  },
  'esg-alpha-generation': {
    summary: 'ESG scores that update as fast as the news.',
    body: [
      'Self-reported ESG ratings change once a year. Media-based ESG scores change when the facts do. LMA-ESG scores environmental, social and governance coverage daily, for companies and countries.',
    ],
    uses: ['ESG core scores and pillars', 'Advanced ESG indicators', 'Screener and downloads'],
    products: ['LMA-ESG'],
  },
  'esg-reputation-intelligence': {
    summary: 'Track controversies and reputation across ESG themes.',
    body: [
      'Controversies start in the press. LMA-ESG separates controversy scores from the overall ESG score so that a reputational event is visible on its own.',
    ],
    uses: ['Controversy scores', 'Category-level ESG indicators', 'Alerts on watchlists'],
    products: ['LMA-ESG', 'Radar'],
  },
  commodities: {
    summary: 'Sentiment for agriculture, energy and materials.',
    body: [
      'Supply worries, weather and policy reach commodity markets through the news. Moodwire scores agriculture, energy and materials with the same indicators as equities, so they can be compared directly.',
    ],
    uses: ['Agriculture, energy and materials indices', 'Charts and heatmaps', 'Bulk downloads'],
    products: ['LMA'],
  },
  'fixed-income-and-currencies': {
    summary: 'Country and currency sentiment for macro views.',
    body: [
      'Country-level economic, bond and stock-index indicators, plus sentiment for every major currency, give a media view of the macro picture.',
    ],
    uses: ['Country and country-market indices', 'Currency sentiment', 'World maps'],
    products: ['LMA'],
  },
  'financial-document-tagging-and-analytics': {
    summary: 'Tag your own documents with the engine that builds our indices.',
    body: [
      'The Moodwire engine reads a text, finds the companies, countries and currencies it mentions, and scores it on the same indicators as our indices. Run it on your research notes, filings or transcripts.',
    ],
    uses: ['Entity recognition', 'Indicator scores per document', 'Keyphrases'],
    products: ['Engine', 'Transcripts'],
  },
  'thematic-investing': {
    summary: 'Score companies against the themes you invest in.',
    body: [
      'Describe a theme and the thematic tool scores how strongly each company is associated with it in the media, so a theme becomes a ranked, refreshable list.',
    ],
    uses: ['Thematic tool', 'Watchlists', 'Radar alerts'],
    products: ['Radar', 'Engine'],
  },
  'financial-summarizations-vs-chatgpt': {
    summary: 'Summaries grounded in the source text, computed on your own servers.',
    body: [
      'General chat models summarise fluently but may add facts that are not in the text. The engine builds extractive summaries from the sentences of the document itself, with the entities and scores that support them, and it runs on your own hardware.',
    ],
    uses: ['Extractive summaries', 'Entity and keyphrase extraction', 'Self-hosted deployment'],
    products: ['Engine'],
  },
};

export const SOLUTIONS: readonly SolutionContent[] = SOLUTION_PAGES.map((page) => {
  const copy = SOLUTION_COPY[page.slug];
  if (!copy) throw new Error(`no marketing copy for solution ${page.slug}`);
  return { ...page, ...copy };
});

export function findSolution(slug: string): SolutionContent | undefined {
  return SOLUTIONS.find((solution) => solution.slug === slug);
}

/** The footer's legal and contact links. */
export const FOOTER_LINKS = [
  { text: 'Terms of Use', href: '/terms' },
  { text: 'Privacy Policy', href: '/privacy' },
  { text: 'California Privacy Notice', href: '/privacyca' },
  { text: 'Contact Us', href: '/contact-us' },
] as const;
