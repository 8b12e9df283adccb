// Polarity accuracy on the engine's golden set (packages/engine/src/golden, sentences written and labelled by hand)
// of our engine beside two well-known lexicon scorers run on the very same sentences: the npm package `sentiment`
// (the AFINN-165 word list) and wink-nlp's sentiment (wink-eng-lite-web-model). Each scorer's score becomes a
// polarity with a neutral band: the engine's own (evaluate-golden.ts POLARITY_MARGIN on its -1..1 score), zero for
// sentiment's integer sum (any word of tone decides), and the same margin for wink-nlp's -1..1 score. A second
// table repeats the comparison without the neutral sentences, where every scorer only has to get the sign right.
// Run: `npx tsx bench/engine-golden-compare.mjs` (or node). Prints the tables; writes bench/results/engine-golden.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Sentiment from 'sentiment';
import { register } from 'tsx/esm/api';
import winkModel from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

register();
const { analyze, createMatcher } = await import('../packages/engine/src/index.ts');
const { GOLDEN_SENTENCES } = await import('../packages/engine/src/golden/golden-sentences.ts');
const { GOLDEN_UNIVERSE } = await import('../packages/engine/src/golden/golden-universe.ts');
const { POLARITY_MARGIN, polarityOf } = await import('../packages/engine/src/golden/evaluate-golden.ts');

const matcher = createMatcher(GOLDEN_UNIVERSE);
const afinn = new Sentiment();
const nlp = winkNLP(winkModel);
const its = nlp.its;

const signOf = (score, margin) => (score > margin ? '+' : score < -margin ? '-' : '0');

const scorers = [
  {
    name: 'Moodwire engine',
    polarity: (text) =>
      polarityOf(analyze(text, { matcher, keyphrases: false, summary: false, terms: false }).document.get('sentiment')),
  },
  { name: 'sentiment 5.0 (AFINN-165)', polarity: (text) => signOf(afinn.analyze(text).score, 0) },
  {
    name: 'wink-nlp 2.4 (sentiment)',
    polarity: (text) => signOf(nlp.readDoc(text).out(its.sentiment), POLARITY_MARGIN),
  },
];

function measure(rows) {
  return scorers.map((scorer) => {
    let correct = 0;
    const byLabel = { '+': [0, 0], '-': [0, 0], 0: [0, 0] };
    let negated = 0;
    let negatedCorrect = 0;
    for (const [text, expected, , isNegated] of rows) {
      const actual = scorer.polarity(text);
      const hit = actual === expected;
      if (hit) correct++;
      byLabel[expected][1]++;
      if (hit) byLabel[expected][0]++;
      if (isNegated === 1) {
        negated++;
        if (hit) negatedCorrect++;
      }
    }
    const rate = ([hit, total]) => (total === 0 ? null : hit / total);
    return {
      scorer: scorer.name,
      sentences: rows.length,
      accuracy: correct / rows.length,
      positive: rate(byLabel['+']),
      negative: rate(byLabel['-']),
      neutral: rate(byLabel[0]),
      negatedSentences: negated,
      negatedAccuracy: rate([negatedCorrect, negated]),
    };
  });
}

const pct = (value) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`);
function table(title, results) {
  const lines = [
    `\n${title}`,
    '| scorer | sentences | polarity accuracy | positive | negative | neutral | with a negation |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.scorer} | ${r.sentences} | ${pct(r.accuracy)} | ${pct(r.positive)} | ${pct(r.negative)} | ${pct(r.neutral)} | ${pct(r.negatedAccuracy)} (${r.negatedSentences}) |`,
    );
  }
  return lines.join('\n');
}

const all = measure(GOLDEN_SENTENCES);
const polar = measure(GOLDEN_SENTENCES.filter((row) => row[1] !== '0'));
console.log(table('All golden sentences (positive, negative and neutral labels)', all));
console.log(table('Polar sentences only (labelled positive or negative)', polar));

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'engine-golden.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify({ measuredAt: new Date().toISOString(), all, polar }, null, 2)}\n`);
console.log(`\nwrote ${out}`);
