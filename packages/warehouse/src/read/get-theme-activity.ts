/**
 * The thematic tool's read (issue 15 '/radar/thematic'): a theme is a few keywords and phrases; its documents are
 * the stored documents of a span whose title or body holds one of them (whole words, any case). Per day the theme's
 * buzz (matching documents) and mean sentiment; the assets most associated with it (co-mentioned in matching
 * documents, with counts and their sentiment there); the newest examples. Sentiment is the engine's score of each
 * document for the assets it refers to, as the build stored it, buzz-weighted over those assets.
 *
 * Bounded: at most MAX_THEME_TERMS terms, MAX_THEME_DAYS days (the lake keeps full texts for its retention window),
 * at most MAX_THEME_DOCUMENTS documents read (the newest; `isTruncated` says when more matched), and a time budget:
 * a scan that takes longer is interrupted and refused, so that one broad theme cannot hold a read connection.
 */
import { DAY_MS, formatDay } from '@moodwire/domain';
import { datasetFiles, filesParameter, PARQUET_SOURCE, queryRows } from './lake-sql';
import { ReadError } from './read-error';
import { withLake } from './read-pool';

export const MAX_THEME_TERMS = 10;
export const MIN_THEME_TERM_CHARS = 2;
export const MAX_THEME_TERM_CHARS = 60;
export const MAX_THEME_DAYS = 90;
export const MAX_THEME_DOCUMENTS = 20_000;
export const THEME_EXAMPLES = 10;
export const THEME_TOP_ASSETS = 20;
/** The longest a theme's scan may take (the demo lake's broadest theme, 'the' over 90 days, takes about 2 s). */
export const THEME_TIME_BUDGET_MS = 10_000;

export interface GetThemeActivityOptions {
  /** Keywords and phrases (any case); a document matches when it holds one of them as whole words. */
  terms: readonly string[];
  /** First day, YYYY-MM-DD (inclusive). */
  from: string;
  /** Last day, YYYY-MM-DD (inclusive). */
  to: string;
  /** News or Social only; both when absent. */
  sourceType?: 'News' | 'Social';
  /** The scan's time budget (THEME_TIME_BUDGET_MS by default). */
  timeBudgetMs?: number;
  dataDir?: string;
}

export interface ThemeDay {
  date: string;
  /** Matching documents that day. */
  documents: number;
  /** Mean sentiment of the day's matching documents with a score, or null. */
  sentiment: number | null;
}

export interface ThemeAsset {
  assetClass: string;
  assetCode: string;
  name: string;
  /** Matching documents that refer to the asset. */
  documents: number;
  /** Its mentions in them, summed. */
  mentions: number;
  /** The engine's sentiment for the asset in them, buzz-weighted; null without a score. */
  sentiment: number | null;
}

export interface ThemeExample {
  id: string;
  time: string;
  sourceType: string;
  outlet: string | null;
  title: string | null;
  preview: string;
  sentiment: number | null;
  /** The theme's terms found in it (as given). */
  terms: string[];
}

export interface ThemeActivity {
  terms: string[];
  from: string;
  to: string;
  /** Matching documents read (at most MAX_THEME_DOCUMENTS). */
  documents: number;
  isTruncated: boolean;
  /** Documents of each term (a document with two terms counts for both). */
  termCounts: { term: string; documents: number }[];
  days: ThemeDay[];
  assets: ThemeAsset[];
  examples: ThemeExample[];
}

interface DocumentAssetCell {
  assetClass: string;
  assetCode: string;
  name: string;
  mentions: number;
  buzz: number;
  sentiment: number | null;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The terms cleaned (trimmed, inner spaces single, no repeats), or a bad request naming the one at fault. */
export function checkThemeTerms(terms: readonly string[]): string[] {
  const cleaned: string[] = [];
  const seen = new Set<string>();
  for (const raw of terms) {
    const term = raw.trim().replace(/\s+/g, ' ');
    if (term === '') continue;
    if (term.length < MIN_THEME_TERM_CHARS || term.length > MAX_THEME_TERM_CHARS) {
      throw new ReadError(
        'bad_request',
        `term '${term}' must have ${MIN_THEME_TERM_CHARS} to ${MAX_THEME_TERM_CHARS} characters`,
      );
    }
    if (!/[\p{L}\p{N}]/u.test(term)) throw new ReadError('bad_request', `term '${term}' has no letter or digit`);
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    cleaned.push(term);
  }
  if (cleaned.length === 0) throw new ReadError('bad_request', 'give at least one keyword or phrase');
  if (cleaned.length > MAX_THEME_TERMS) {
    throw new ReadError('bad_request', `at most ${MAX_THEME_TERMS} keywords and phrases (${cleaned.length} given)`);
  }
  return cleaned;
}

/** A term as a whole-word pattern: word boundaries where the term starts or ends with a word character. */
function termPattern(term: string): string {
  const body = escapeRegex(term.toLowerCase()).replace(/ /g, '\\s+');
  const start = /^\w/.test(term) ? '\\b' : '';
  const end = /\w$/.test(term) ? '\\b' : '';
  return `${start}${body}${end}`;
}

function weightedSentiment(assets: readonly DocumentAssetCell[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const asset of assets) {
    if (asset.sentiment === null || !Number.isFinite(asset.sentiment)) continue;
    const weight = asset.buzz > 0 ? asset.buzz : 1;
    weighted += asset.sentiment * weight;
    weights += weight;
  }
  return weights > 0 ? weighted / weights : null;
}

/** The theme's daily buzz and sentiment, associated assets and examples over [from, to] (days). */
export async function getThemeActivity(options: GetThemeActivityOptions): Promise<ThemeActivity> {
  const terms = checkThemeTerms(options.terms);
  const fromMs = Date.parse(`${options.from}T00:00:00Z`);
  const toMs = Date.parse(`${options.to}T00:00:00Z`);
  if (Number.isNaN(fromMs)) throw new ReadError('bad_request', `'from' is not a day: '${options.from}'`);
  if (Number.isNaN(toMs)) throw new ReadError('bad_request', `'to' is not a day: '${options.to}'`);
  if (toMs < fromMs) throw new ReadError('bad_request', `'from' must not be after 'to'`);
  const dayCount = Math.round((toMs - fromMs) / DAY_MS) + 1;
  if (dayCount > MAX_THEME_DAYS)
    throw new ReadError('bad_request', `at most ${MAX_THEME_DAYS} days (${dayCount} asked)`);
  const patterns = terms.map((term) => new RegExp(termPattern(term), 'i'));
  const anyPattern = terms.map(termPattern).join('|');

  const rows = await withLake(options.dataDir, async ({ connection, lakeDir }) => {
    const files = await datasetFiles(lakeDir, ['documents', 'text']);
    if (files.length === 0) return [];
    const source = options.sourceType ? 'AND "sourceType" = $source' : '';
    const budget = options.timeBudgetMs ?? THEME_TIME_BUDGET_MS;
    let isOverBudget = false;
    const timer = setTimeout(() => {
      isOverBudget = true;
      connection.interrupt();
    }, budget);
    const started = performance.now();
    try {
      const found = await queryRows(
        connection,
        `SELECT id, strftime("time", '%Y-%m-%dT%H:%M:%S.%gZ') AS "time", "sourceType", outlet, title,
                left(body, 400) AS preview, coalesce(title, '') || ' ' || body AS "text", assets
         FROM ${PARQUET_SOURCE}
         WHERE "time" >= $from AND "time" < $to ${source}
           AND regexp_matches(lower(coalesce(title, '') || ' ' || body), $pattern)
         ORDER BY "time" DESC, id DESC
         LIMIT $limit`,
        {
          files: filesParameter(files),
          from: new Date(fromMs).toISOString().replace('T', ' ').replace('Z', ''),
          to: new Date(toMs + DAY_MS).toISOString().replace('T', ' ').replace('Z', ''),
          pattern: anyPattern,
          limit: MAX_THEME_DOCUMENTS + 1,
          ...(options.sourceType ? { source: options.sourceType } : {}),
        },
      );
      // A scan that finished just as its budget ran out counts as over it too: the budget is the rule, not the race.
      if (performance.now() - started > budget) isOverBudget = true;
      if (isOverBudget) throw new Error('over the time budget');
      return found;
    } catch (error) {
      if (isOverBudget) {
        throw new ReadError(
          'bad_request',
          `the theme took longer than ${budget / 1000} s to scan: use more specific terms or a shorter period`,
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });

  const isTruncated = rows.length > MAX_THEME_DOCUMENTS;
  const kept = rows.slice(0, MAX_THEME_DOCUMENTS);
  const days = new Map<string, { documents: number; sum: number; scored: number }>();
  for (let i = 0; i < dayCount; i++) days.set(formatDay(fromMs + i * DAY_MS), { documents: 0, sum: 0, scored: 0 });
  const assets = new Map<string, ThemeAsset & { weighted: number; weights: number }>();
  const termCounts = terms.map(() => 0);
  const examples: ThemeExample[] = [];
  for (const row of kept) {
    const time = String(row.time);
    const text = String(row.text ?? '');
    const cells = (Array.isArray(row.assets) ? row.assets : []) as DocumentAssetCell[];
    const sentiment = weightedSentiment(cells);
    const found = terms.filter((_, index) => {
      const hit = patterns[index]?.test(text) ?? false;
      if (hit) termCounts[index] = (termCounts[index] ?? 0) + 1;
      return hit;
    });
    const day = days.get(time.slice(0, 10));
    if (day) {
      day.documents++;
      if (sentiment !== null) {
        day.sum += sentiment;
        day.scored++;
      }
    }
    for (const cell of cells) {
      const key = `${cell.assetClass}|${cell.assetCode}`;
      let entry = assets.get(key);
      if (!entry) {
        entry = {
          assetClass: cell.assetClass,
          assetCode: cell.assetCode,
          name: cell.name,
          documents: 0,
          mentions: 0,
          sentiment: null,
          weighted: 0,
          weights: 0,
        };
        assets.set(key, entry);
      }
      entry.documents++;
      entry.mentions += Number(cell.mentions) || 0;
      if (cell.sentiment !== null && Number.isFinite(cell.sentiment)) {
        const weight = cell.buzz > 0 ? cell.buzz : 1;
        entry.weighted += cell.sentiment * weight;
        entry.weights += weight;
      }
    }
    if (examples.length < THEME_EXAMPLES) {
      examples.push({
        id: String(row.id),
        time,
        sourceType: String(row.sourceType),
        outlet: (row.outlet as string | null) ?? null,
        title: (row.title as string | null) ?? null,
        preview: String(row.preview ?? ''),
        sentiment,
        terms: found,
      });
    }
  }
  const topAssets = [...assets.values()]
    .sort((a, b) => b.documents - a.documents || b.mentions - a.mentions || a.assetCode.localeCompare(b.assetCode))
    .slice(0, THEME_TOP_ASSETS)
    .map(({ weighted, weights, ...asset }) => ({ ...asset, sentiment: weights > 0 ? weighted / weights : null }));
  return {
    terms,
    from: options.from,
    to: options.to,
    documents: kept.length,
    isTruncated,
    termCounts: terms.map((term, index) => ({ term, documents: termCounts[index] ?? 0 })),
    days: [...days.entries()].map(([date, day]) => ({
      date,
      documents: day.documents,
      sentiment: day.scored > 0 ? day.sum / day.scored : null,
    })),
    assets: topAssets,
    examples,
  };
}
