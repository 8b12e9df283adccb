import type { Keyphrase } from './keyphrases';
import type { TokenStream } from './tokenizer';

/**
 * Extractive summary: the highest-scoring sentences, in their original order. A sentence scores for the weight of
 * the lexicon references it carries (its buzz), the assets it names, the top keyphrase words it contains and for
 * coming first (news puts the point up front), normalised by its length so long sentences do not win by size.
 */
export function summarize(
  stream: TokenStream,
  sentenceBuzz: Float64Array,
  sentenceMentions: Int32Array,
  keyphrases: readonly Keyphrase[],
  limit: number,
): string {
  const count = stream.sentenceCount;
  if (count === 0) return '';
  const text = stream.text;
  const sentenceText = (s: number) => text.slice(stream.sentenceStart[s] ?? 0, stream.sentenceEnd[s] ?? 0).trim();
  if (count <= limit) {
    const all: string[] = [];
    for (let s = 0; s < count; s++) all.push(sentenceText(s));
    return all.join(' ');
  }
  const keyWords = new Set<string>();
  for (const keyphrase of keyphrases) for (const word of keyphrase.key.split(' ')) keyWords.add(word);
  const scores: { s: number; score: number }[] = [];
  for (let s = 0; s < count; s++) {
    const first = stream.sentenceFirst[s] ?? 0;
    const last = stream.sentenceFirst[s + 1] ?? stream.count;
    const length = last - first;
    if (length < 4) continue;
    let keyHits = 0;
    if (keyWords.size > 0) for (let i = first; i < last; i++) if (keyWords.has(stream.key(i))) keyHits++;
    const position = s === 0 ? 2 : s === 1 ? 1 : 0;
    const score = ((sentenceBuzz[s] ?? 0) + 1.5 * (sentenceMentions[s] ?? 0) + keyHits + position) / Math.sqrt(length);
    scores.push({ s, score });
  }
  scores.sort((a, b) => b.score - a.score || a.s - b.s);
  return scores
    .slice(0, limit)
    .sort((a, b) => a.s - b.s)
    .map(({ s }) => sentenceText(s))
    .join(' ');
}
