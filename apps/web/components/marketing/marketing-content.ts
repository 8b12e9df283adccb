/**
 * Copy of the marketing site: the Products and Solutions mega-menus (spec §2 'Marketing header') and the
 * pages they open. Solution slugs and titles come from the domain route table (SOLUTION_PAGES).
 */
import { SOLUTION_PAGES } from '@moodwire/domain';
import type { SolutionChartSpec } from './solution-chart';

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
  /** The live chart that illustrates the use: its heading, what it draws, and how to read it. */
  chart: { title: string; spec: SolutionChartSpec; reading: string };
}

const SOLUTION_COPY: Record<string, Omit<SolutionContent, 'slug' | 'title' | 'href'>> = {
  'market-sentiment-and-events': {
    summary: 'Follow the mood of the market and the events that move it.',
    body: [
      'Every document the engine reads is tied to the assets it names and scored on sentiment, buzz and emotions such as fear, joy and stress. Aggregated per asset, source and day (and hour, for recent months), these become indices you can read across a whole market at once: which names are talked about most today, and in what tone.',
      'Pulse watches each index against its own history. When a company is suddenly talked about far more than usual it records an event with the top story, its topic and its sentiment, so a move in the coverage is visible the day it forms, with the reason next to it.',
      'The heatmap below is the first screen most users open: the 30 most talked-about companies of the last day, the size of a tile its buzz, its colour the tone of its coverage. A red tile among large ones is where to look first.',
    ],
    uses: [
      'Sentiment, buzz and emotion indices per asset, daily and hourly',
      'Heatmaps, world maps and a screener across any group',
      'Pulse events with topic, sentiment and pulse level',
    ],
    products: ['LMA', 'Pulse'],
    chart: {
      title: 'The most talked-about companies on the last day of the data',
      spec: { kind: 'heatmap', groups: ['equ_top100'], maxnum: 30, labelBy: 'symbol' },
      reading:
        'Size is buzz (how much was written), colour is sentiment from −1 to +1: the same picture as the Heatmaps screen, for any group and day.',
    },
  },
  'cryptocurrency-and-blockchain-intelligence': {
    summary: 'Sentiment and attention for hundreds of cryptocurrencies.',
    body: [
      'A coin has no earnings report and no analyst consensus: what moves it is attention. Moodwire measures how much the news and social media talk about each cryptocurrency it covers and in what tone, every day and every hour, with the same method it uses for companies.',
      'Buzz and sentiment do not move together. A day of heavy buzz with falling sentiment (many people worried at once) reads very differently from a quiet day of mild optimism; the chart below shows both for Bitcoin, so the two can be told apart.',
      'In the app, compare up to eight coins in one chart, rank the whole class in the screener by any indicator, and pull the full history through the data API for your own models.',
    ],
    uses: [
      'Buzz, sentiment and emotion indices for every coin covered',
      'Charts with price overlay and a screener across the class',
      'Bulk files and the data API for the full history',
    ],
    products: ['LMA', 'Radar'],
    chart: {
      title: 'Bitcoin: attention and tone, day by day',
      spec: { kind: 'asset', asset: 'BTC', cls: 'crypto' },
      reading:
        'Bars are buzz (right axis), the line is sentiment (left axis, −1 to +1) over the last 90 days of the data.',
    },
  },
  'equities-alpha-generation': {
    summary: 'Media signals for systematic equity strategies.',
    body: [
      'A signal is only as good as its history. Moodwire computes every indicator the same way for every company on every day, from a fixed lexicon and a fixed aggregation, and each day’s value is built from the documents of that day’s window only: a backtest reads values made the way a live strategy would have received them.',
      'The typical use is cross-sectional: rank a universe by sentiment over the last week, weight by buzz so that a single article does not decide a rank, and hold the top against the bottom. The chart below is that ranking for the S&P 500 over the last seven days of the data, read live.',
      'Scores analysis in the app measures a signal before you write any code: its rank IC, quintile returns, long-short return and how fast its IC decays; the data API and the bulk files deliver the same panel by class or by asset.',
    ],
    uses: [
      'Sentiment and emotion indices for every company covered',
      'Scores analysis: rank IC, quintile returns, long-short, IC decay',
      'Bulk files by class and the data API by asset',
    ],
    products: ['LMA', 'Transcripts'],
    chart: {
      title: 'S&P 500: the week’s most positive and most negative coverage',
      spec: { kind: 'toplist', group: 'equ_idx_spx', num: 6 },
      reading:
        'The long and short ends of a one-week sentiment ranking: green bars the most positive companies, red the most negative.',
    },
  },
  'equities-risk-management': {
    summary: 'See stress and controversy build up around a holding.',
    body: [
      'Risk often reaches the coverage before it reaches the price: a supplier’s recall, a regulator’s letter, a wave of complaints. Stress, fear and negative sentiment on a company or on its peers are early warnings that a price series alone cannot give.',
      'Put your holdings in a watchlist and Radar measures each one’s buzz and sentiment against its own normal level every day, most unusual first. Alert rules fire on thresholds, z-scores or buzz spikes, previewed on a year of history before you save them, and reach you in the app or at your webhook.',
      'The heatmap below is the S&P 500 on the last day of the data: the largest tiles are where the conversation is, and a large red tile is a holding whose coverage has turned.',
    ],
    uses: [
      'Stress, fear, sentiment and buzz indices per company',
      'Watchlists, the Radar monitor and alert rules with webhooks',
      'Asset pages with the articles behind each move',
    ],
    products: ['LMA', 'Radar'],
    chart: {
      title: 'S&P 500 on the last day of the data',
      spec: { kind: 'heatmap', groups: ['equ_idx_spx'], maxnum: 30, labelBy: 'symbol' },
      reading:
        'The 30 constituents with the most buzz: size is buzz, colour the day’s sentiment. Red among the large tiles is the risk to check first.',
    },
  },
  'esg-alpha-generation': {
    summary: 'ESG scores that update as fast as the news.',
    body: [
      'Self-reported ESG ratings change once a year and lag the facts. LMA-ESG scores what the media report about each company’s environmental, social and governance conduct every day, as a ranked overall score, three pillars, categories and a separate controversies score, for companies and countries.',
      'Because the scores move with the news, a change in a company’s ESG rank is an event you can trade on or screen for, not a yearly reclassification. ESG Advanced adds daily indicator scores per category (community, emissions, human rights, workforce and more) for quantitative work.',
      'The table below is live: the ESG Core ranks of the most-covered companies on the last day of the data. Read across a row and the pillars often disagree with the overall rank; that spread, and how it moves from day to day, is the signal.',
    ],
    uses: [
      'ESG Core ranks: overall, pillars, categories and controversies',
      'ESG Advanced indicator scores, daily',
      'Screener, scores analysis and bulk downloads',
    ],
    products: ['LMA-ESG'],
    chart: {
      title: 'ESG Core ranks of the most-covered companies',
      spec: { kind: 'esg-ranks' },
      reading:
        'Green is a high rank (good standing), red a low one. The full ranks of every company and day, with categories, are in the app and the data API.',
    },
  },
  'esg-reputation-intelligence': {
    summary: 'Track controversies and reputation across ESG themes.',
    body: [
      'A controversy starts in the press: a lawsuit, a data breach, a round of layoffs. LMA-ESG keeps controversies as a score of their own, apart from the overall ESG score, so that a reputational event stands out instead of being averaged away by good news elsewhere.',
      'Pulse classifies every event it detects by topic. The chart below counts the company events of the last 30 days of the data by topic; litigation, cybercrime and layoffs are the reputational ones, each with its story, sentiment and pulse level in the Pulse feed.',
      'Watch the companies you are exposed to in Radar and set an alert on a buzz spike or a fall in sentiment, and the event reaches you the day it is reported, in the app or at your webhook.',
    ],
    uses: [
      'Controversies score, separate from the overall ESG score',
      'Pulse events by topic: litigation, cybercrime, layoffs and more',
      'Watchlists and alerts on your exposures',
    ],
    products: ['LMA-ESG', 'Radar'],
    chart: {
      title: 'Company events of the last 30 days, by topic',
      spec: { kind: 'event-topics' },
      reading:
        'Each event is a day a company was talked about far more than usual; its topic comes from the top story of that day.',
    },
  },
  commodities: {
    summary: 'Sentiment for agriculture, energy and materials.',
    body: [
      'Supply worries, weather, export bans and OPEC meetings reach commodity prices through the news. Moodwire scores agricultural, energy and materials commodities with the same indicators as equities, and the engine also reads supply versus demand and price direction in the text.',
      'Since the method is the same, a commodity’s sentiment can be compared directly with that of the companies that produce or consume it, or with the currency of the country that exports it.',
      'The heatmap below shows every agriculture, energy and materials commodity with buzz on the last day of the data, sized by how much was written and coloured by its tone.',
    ],
    uses: [
      'Agriculture, energy and materials indices, daily and hourly',
      'Supply-versus-demand and price-direction scores from the engine',
      'Charts, heatmaps and bulk downloads',
    ],
    products: ['LMA'],
    chart: {
      title: 'Commodities on the last day of the data',
      spec: { kind: 'heatmap', groups: ['agr', 'enm'], maxnum: 30, labelBy: 'name' },
      reading: 'Agriculture together with energy and materials: size is buzz, colour the day’s sentiment.',
    },
  },
  'fixed-income-and-currencies': {
    summary: 'Country and currency sentiment for macro views.',
    body: [
      'Macro views start from what is said about a country: its growth, inflation, central bank and politics. Moodwire scores every country on economic indicators, and country markets on bond and stock-index sentiment (bond buzz is their featured indicator), from the same news flow.',
      'Every major currency has its own sentiment index, quoted against the US dollar. Set beside the country indicators, it separates a currency moved by its own central bank from one moved by a general flight to safety.',
      'The heatmap below covers the currencies on the last day of the data; the world maps in the app draw the country indices the same way.',
    ],
    uses: [
      'Country economic, bond and stock-index indicators',
      'Sentiment for every major currency',
      'World maps, charts and downloads',
    ],
    products: ['LMA'],
    chart: {
      title: 'Currencies on the last day of the data',
      spec: { kind: 'heatmap', groups: ['cur'], maxnum: 44, labelBy: 'symbol' },
      reading: 'Each currency against the US dollar: size is buzz, colour the day’s sentiment.',
    },
  },
  'financial-document-tagging-and-analytics': {
    summary: 'Tag your own documents with the engine that builds our indices.',
    body: [
      'The Moodwire engine reads a text, finds the companies, countries, currencies, commodities and coins it mentions, and scores it on the same indicators as our indices, with the words behind every score and the negations and future tense it took into account.',
      'Run it on your research notes, filings or transcripts through the Engine tool or POST /sentv5/analyze (plain text, Markdown, HTML or CSV, many documents per call), or import a whole feed into your own build so your documents appear in every chart and API call.',
      'The chart below is the engine’s live reading of one sentence. Note how “did not fall” counts as positive: the negation flips the term.',
    ],
    uses: [
      'Entity recognition against the whole asset universe',
      'Indicator scores per document, with the terms that drive them',
      'Keyphrases and extractive summaries',
    ],
    products: ['Engine', 'Transcripts'],
    chart: {
      title: 'One sentence, read by the engine',
      spec: { kind: 'engine-example', show: 'scores' },
      reading:
        'Scores and shares per indicator, computed on the server just now by the engine that builds every index on this site: green reads as good for the asset, red as bad (a higher Negative share is bad).',
    },
  },
  'thematic-investing': {
    summary: 'Score companies against the themes you invest in.',
    body: [
      'A theme such as electrification or obesity drugs cuts across sectors and indices. The thematic tool takes a theme described by keywords and phrases, measures how much the news talks about it and in what tone, and ranks the companies the coverage ties to it.',
      'The result is a list you can refresh every day, save as a watchlist and put alerts on, instead of a basket picked once and left to age.',
      'The heatmap below shows the sector groups our data aggregates from company coverage, the broadest themes there are, on the last day of the data.',
    ],
    uses: [
      'The thematic tool: themes from keywords and phrases',
      'Sector and index groups aggregated from company coverage',
      'Watchlists and Radar alerts on a theme’s companies',
    ],
    products: ['Radar', 'Engine'],
    chart: {
      title: 'Sectors on the last day of the data',
      spec: { kind: 'heatmap', groups: ['etf_secs'], maxnum: 30, labelBy: 'name' },
      reading: 'Sector groups aggregated from their companies’ coverage: size is buzz, colour the day’s sentiment.',
    },
  },
  'financial-summarizations-vs-chatgpt': {
    summary: 'Summaries grounded in the source text, computed on your own servers.',
    body: [
      'A general chat model writes an abstractive summary: new sentences that paraphrase the text. It reads fluently, condenses well across long documents and can answer follow-up questions, but it may state a figure or a cause the text does not contain, and checking that takes reading the source again.',
      'The engine writes an extractive summary: it picks the highest-scoring sentences of the document itself, in their original order. Every word of it is in the source, so it cannot invent a fact, it is the same on every run, and it costs a few milliseconds on your own hardware with no text leaving your network. Its limits are the mirror image: it cannot merge points spread over several sentences, and it is only as clear as the sentences it picks.',
      'Below are summaries the engine wrote for the top stories of this week’s strongest Pulse events, and the keyphrases it scores sentences on. We show no chat-model output beside them: this page does not call an external model, and an invented sample would prove nothing.',
    ],
    uses: ['Extractive summaries', 'Entity and keyphrase extraction', 'Self-hosted deployment'],
    products: ['Engine'],
    chart: {
      title: 'What the engine weighs when it picks sentences',
      spec: { kind: 'engine-example', show: 'keyphrases' },
      reading:
        'A sentence scores for its lexicon references, the assets it names and the keyphrase words it contains; these are the keyphrases of the example sentence.',
    },
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
