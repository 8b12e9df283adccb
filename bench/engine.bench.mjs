// Engine benchmark: documents/s and MB/s on a fixed, seeded corpus (20k headlines + 5k articles), beside the npm
// packages `sentiment` (AFINN word list, one score) and `wink-nlp` (full pipeline) on the same corpus in one run.
// Run: `npx tsx bench/engine.bench.mjs` (or `npm run bench -- engine`). Writes bench/results/engine.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sentiment from 'sentiment';
import { register } from 'tsx/esm/api';
import winkModel from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

// The engine is TypeScript: register tsx so that plain `node bench/engine.bench.mjs` (the bench runner) works too.
register();
const { analyze, createMatcher } = await import('../packages/engine/src/index.ts');

const HEADLINES = Number(process.env.BENCH_HEADLINES ?? 20_000);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5_000);

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20240601);
const pick = (list) => list[Math.floor(random() * list.length)];

// ---- a reference universe: synthetic companies plus currencies, countries, commodities, cryptos
const SYLLABLES = [
  'al',
  'bor',
  'cen',
  'dra',
  'el',
  'fin',
  'gal',
  'hex',
  'ion',
  'jul',
  'kor',
  'lum',
  'mar',
  'nov',
  'or',
  'pra',
  'quin',
  'ros',
  'sol',
  'tek',
  'ul',
  'ver',
  'wex',
  'xan',
  'yor',
  'zen',
];
const SUFFIXES = ['Inc.', 'Corp', 'Group', 'Holdings', 'plc', 'AG', 'SA', 'Ltd'];
const companies = [];
const usedTickers = new Set();
for (let i = 0; i < 600; i++) {
  const base = pick(SYLLABLES) + pick(SYLLABLES) + (random() < 0.5 ? pick(SYLLABLES) : '');
  const name = base[0].toUpperCase() + base.slice(1);
  let ticker = name.slice(0, 3 + Math.floor(random() * 2)).toUpperCase();
  if (usedTickers.has(ticker)) ticker = (name.slice(0, 2) + i.toString(36)).toUpperCase();
  usedTickers.add(ticker);
  companies.push({ id: `C${i}`, assetClass: 'CMPNY', names: [`${name} ${pick(SUFFIXES)}`], tickers: [ticker] });
}
const universe = [
  ...companies,
  { id: 'USD', assetClass: 'CUR', names: ['US dollar'], symbols: ['USD'], terms: ['dollar', 'greenback'] },
  { id: 'EUR', assetClass: 'CUR', symbols: ['EUR'], pairs: ['EUR/USD', 'EURUSD'], terms: ['euro'] },
  { id: 'JPY', assetClass: 'CUR', names: ['Japanese yen'], symbols: ['JPY'], pairs: ['USD/JPY'], terms: ['yen'] },
  { id: 'GBP', assetClass: 'CUR', symbols: ['GBP'], pairs: ['GBP/USD'], terms: ['sterling', 'pound'] },
  { id: 'US', assetClass: 'COU', names: ['United States', 'U.S.', 'America'], demonyms: ['American'] },
  { id: 'DE', assetClass: 'COU', names: ['Germany'], demonyms: ['German'] },
  { id: 'JP', assetClass: 'COU', names: ['Japan'], demonyms: ['Japanese'] },
  { id: 'CN', assetClass: 'COU', names: ['China'], demonyms: ['Chinese'] },
  { id: 'GB', assetClass: 'COU', names: ['United Kingdom', 'Britain', 'U.K.'], demonyms: ['British'] },
  { id: 'GOLD', assetClass: 'COM', terms: ['gold', 'bullion'], symbols: ['XAU'] },
  { id: 'CRUDE', assetClass: 'COM', terms: ['crude oil', 'oil', 'Brent', 'WTI'] },
  { id: 'COPPER', assetClass: 'COM', terms: ['copper'] },
  { id: 'WHEAT', assetClass: 'COM', terms: ['wheat'] },
  { id: 'BTC', assetClass: 'CRYPTO', names: ['Bitcoin'], symbols: ['BTC'], terms: ['bitcoin'] },
  { id: 'ETH', assetClass: 'CRYPTO', names: ['Ethereum'], symbols: ['ETH'], terms: ['ether'] },
];

// ---- corpus from phrase banks
const SUBJECT = () => {
  const c = pick(companies);
  const r = random();
  if (r < 0.6) return c.names[0].split(' ')[0];
  if (r < 0.8) return `${c.names[0].split(' ')[0]} (${c.tickers[0]})`;
  return `$${c.tickers[0]}`;
};
const MACRO_SUBJECT = [
  'The euro',
  'Gold',
  'Crude oil',
  'Bitcoin',
  'The yen',
  'Copper',
  'The U.S. economy',
  'German exports',
  'Chinese factory output',
  'Wheat',
  'EUR/USD',
  'Sterling',
];
const VERB = [
  'surges',
  'plunges',
  'rises',
  'falls',
  'edges higher',
  'slips',
  'rallies',
  'tumbles',
  'jumps',
  'slides',
  'climbs',
  'drops sharply',
  'soars',
  'sinks',
  'rebounds',
  'is little changed',
];
const REASON = [
  'after earnings beat estimates',
  'as profit warning rattles investors',
  'on merger talks',
  'after analyst upgrade',
  'after downgrade',
  'amid layoffs',
  'as lawsuit looms',
  'on strong demand',
  'as supply glut weighs',
  'after CEO resigns',
  'on record revenue',
  'amid accounting probe',
  'as inflation fears grow',
  'after the central bank signals rate cuts',
  'on hopes of a trade deal',
  'as data breach hits customers',
  'after dividend cut',
  'on buyback news',
  'as strike halts production',
  'amid recession worries',
];
const headline = () => `${random() < 0.75 ? SUBJECT() : pick(MACRO_SUBJECT)} ${pick(VERB)} ${pick(REASON)}`;
const SENTENCES = [
  () =>
    `${SUBJECT()} said quarterly revenue rose 12% to $4.2 billion, beating analyst estimates, and raised its full-year guidance.`,
  () =>
    `Shares of ${SUBJECT()} fell 8% in early trading after the company issued a profit warning and cut its dividend.`,
  () => `Analysts at a large bank upgraded ${SUBJECT()} to buy, citing strong demand and an attractive valuation.`,
  () => `The company announced it would lay off 1,200 workers as part of a restructuring plan, angering unions.`,
  () => `Investors remain cautious because the outlook is uncertain and volatility has increased sharply.`,
  () => `${pick(MACRO_SUBJECT)} was not expected to recover quickly, according to economists surveyed last week.`,
  () => `Management said it expects margins to improve next year, although rising costs could weigh on profits.`,
  () =>
    `Regulators opened an investigation into alleged accounting irregularities, and a class action lawsuit was filed.`,
  () => `The firm unveiled an innovative battery technology and a partnership with a major automaker.`,
  () => `Employees praised the new flexible working policy, while critics said pay remains unfair.`,
  () => `Oil prices rose as OPEC agreed to cut output, tightening supply in a market that had been oversupplied.`,
  () => `The central bank kept interest rates unchanged but signalled that inflation pressures were easing.`,
  () => `Traders piled into long positions, betting the rally still has momentum despite fears of a bubble.`,
  () => `It was a terrible quarter: sales slumped, losses widened and the chief executive stepped down.`,
  () => `Customers were delighted with the product, and reviews have been overwhelmingly positive.`,
  () => `A cyberattack disrupted operations for three days, exposing the data of millions of customers.`,
  () => `The merger, valued at $12 billion, is expected to close in the second half of the year.`,
  () => `Protests and a general strike paralysed the capital, adding to political instability.`,
  () => `The company's emissions fell 20% as it switched to renewable energy and improved energy efficiency.`,
  () => `Critics accused the group of greenwashing and of using child labor in its supply chain.`,
];
const article = () => {
  const parts = [`${headline()}.`];
  const n = 14 + Math.floor(random() * 12);
  for (let i = 0; i < n; i++) parts.push(pick(SENTENCES)());
  return parts.join(' ');
};
const headlines = Array.from({ length: HEADLINES }, headline);
const articles = Array.from({ length: ARTICLES }, article);
const corpora = { headlines, articles, all: [...headlines, ...articles] };
const bytesOf = (docs) => docs.reduce((sum, d) => sum + Buffer.byteLength(d, 'utf8'), 0);

// ---- contestants
const matcher = createMatcher(universe);
const sentiment = new Sentiment();
const nlp = winkNLP(winkModel);
const its = nlp.its;
let sink = 0;
const contestants = [
  {
    name: 'moodwire engine (scores, entities, terms)',
    run: (text) => {
      const r = analyze(text, { matcher, keyphrases: false, summary: false });
      sink += r.terms.length + r.entities.length + (r.document.get('sentiment') ?? 0);
      for (const a of r.assets) sink += a.scores.get('sentiment') ?? 0;
    },
  },
  {
    name: 'moodwire engine (+ keyphrases, summary)',
    run: (text) => {
      const r = analyze(text, { matcher });
      sink += r.terms.length + r.entities.length + r.keyphrases.length + r.summary.length;
      for (const a of r.assets) sink += a.scores.get('sentiment') ?? 0;
    },
  },
  {
    name: 'sentiment 5.0.2 (AFINN score)',
    run: (text) => {
      sink += sentiment.analyze(text).score;
    },
  },
  {
    name: 'wink-nlp 2.4.0 (readDoc, sentiment, entities)',
    run: (text) => {
      const doc = nlp.readDoc(text);
      sink += doc.out(its.sentiment) + doc.entities().length();
    },
  },
];

// The machine running this may be shared: time with the process's CPU time (user + system), interleave the
// contestants round by round, and keep each one's best round.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
function timeOnce(run, docs) {
  const before = process.cpuUsage();
  for (let i = 0; i < docs.length; i++) run(docs[i]);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

const rows = [];
for (const [corpusName, docs] of Object.entries(corpora)) {
  if (corpusName === 'all') continue;
  const bytes = bytesOf(docs);
  const best = contestants.map(() => Number.POSITIVE_INFINITY);
  contestants.forEach((c) => {
    for (let i = 0; i < Math.min(docs.length, 500); i++) c.run(docs[i]);
  });
  for (let round = 0; round < ROUNDS; round++) {
    contestants.forEach((c, k) => {
      best[k] = Math.min(best[k], timeOnce(c.run, docs));
    });
  }
  contestants.forEach((c, k) => {
    rows.push({
      corpus: corpusName,
      documents: docs.length,
      megabytes: bytes / 1e6,
      engine: c.name,
      cpuSeconds: best[k],
      docsPerSecond: docs.length / best[k],
      mbPerSecond: bytes / 1e6 / best[k],
    });
  });
}
// The whole corpus: sum of the best times of its two parts.
contestants.forEach((c) => {
  const parts = rows.filter((r) => r.engine === c.name);
  const seconds = parts.reduce((sum, r) => sum + r.cpuSeconds, 0);
  const documents = parts.reduce((sum, r) => sum + r.documents, 0);
  const megabytes = parts.reduce((sum, r) => sum + r.megabytes, 0);
  rows.push({
    corpus: 'all',
    documents,
    megabytes,
    engine: c.name,
    cpuSeconds: seconds,
    docsPerSecond: documents / seconds,
    mbPerSecond: megabytes / seconds,
  });
});

const pad = (s, n) => String(s).padEnd(n);
const num = (x, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log(
  `\nEngine benchmark: ${HEADLINES} headlines + ${ARTICLES} articles (seeded), Node ${process.version}, one core, best of ${ROUNDS} rounds by CPU time\n`,
);
console.log(`${pad('corpus', 10)} ${pad('engine', 48)} ${'docs/s'.padStart(12)} ${'MB/s'.padStart(8)}`);
for (const row of rows) {
  console.log(
    `${pad(row.corpus, 10)} ${pad(row.engine, 48)} ${num(row.docsPerSecond).padStart(12)} ${num(row.mbPerSecond, 2).padStart(8)}`,
  );
}
const ratio = (corpus, a, b) => {
  const x = rows.find((r) => r.corpus === corpus && r.engine.startsWith(a));
  const y = rows.find((r) => r.corpus === corpus && r.engine.startsWith(b));
  return x && y ? x.docsPerSecond / y.docsPerSecond : null;
};
const summary = {
  engineVsWink: ratio('all', 'moodwire engine (scores', 'wink-nlp'),
  engineVsSentiment: ratio('all', 'moodwire engine (scores', 'sentiment'),
  fullEngineVsWink: ratio('all', 'moodwire engine (+', 'wink-nlp'),
  fullEngineVsSentiment: ratio('all', 'moodwire engine (+', 'sentiment'),
};
console.log(
  `\nall docs: engine = ${num(summary.engineVsWink, 1)}x wink-nlp, ${num(summary.engineVsSentiment, 2)}x sentiment; with keyphrases+summary ${num(summary.fullEngineVsWink, 1)}x wink-nlp, ${num(summary.fullEngineVsSentiment, 2)}x sentiment`,
);
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'engine.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ benchmark: 'engine', node: process.version, date: new Date().toISOString(), headlines: HEADLINES, articles: ARTICLES, rows, summary, sink: sink !== 0 }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
