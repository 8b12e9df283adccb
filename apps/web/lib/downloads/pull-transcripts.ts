/**
 * The Pull Data page of Transcripts (issue 14): earnings calls of chosen companies from `/mta/data/{asset_code}`
 * (one call per company, as the API offers no multi-company call; at most MAX_PULL_ASSETS companies, the pull
 * limit of the data pages), joined in the browser into one CSV (one header) or one JSON `{ data }`, in the order
 * the companies were chosen. Relative imports only: the root Vitest config knows no '@/' alias.
 */
import { DAY_MS, formatDay, MAX_PULL_ASSETS, parseDay } from '@moodwire/domain';

/** The API's most days per `/mta/data` request (HISTORY_MAX_DAYS of the product-area calls). */
export const TRANSCRIPT_MAX_DAYS = 3_660;
/** The most calls one `/mta/data` request returns. */
export const TRANSCRIPT_CALL_LIMIT = 10_000;

/** The row keys, always given, then the figures a user may choose (every one when none is chosen). */
export const TRANSCRIPT_KEYS = ['transcriptId', 'assetCode', 'ticker', 'name', 'windowTimestamp', 'quarter'] as const;
export const TRANSCRIPT_FIELDS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'title', name: 'Title' },
  { code: 'result', name: 'Result (beat or miss)' },
  { code: 'turns', name: 'Turns' },
  { code: 'buzz', name: 'Buzz' },
  { code: 'sentiment', name: 'Sentiment' },
  { code: 'preparedSentiment', name: 'Prepared remarks sentiment' },
  { code: 'qaSentiment', name: 'Q&A sentiment' },
  { code: 'ceoSentiment', name: 'CEO sentiment' },
  { code: 'cfoSentiment', name: 'CFO sentiment' },
  { code: 'analystSentiment', name: 'Analyst sentiment' },
  { code: 'uncertainty', name: 'Uncertainty' },
  { code: 'keyphrases', name: 'Keyphrases' },
  { code: 'summary', name: 'Summary' },
];

export interface TranscriptPull {
  assets: string[];
  fields: string[];
  start: string;
  /** Exclusive, as the API's end_date. */
  end: string;
  format: 'csv' | 'json';
}

export type TranscriptCallRow = Record<string, unknown>;

function list(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** The request of a URL query; by default the last year up to `today`. */
export function readTranscriptPull(query: URLSearchParams, today: string): TranscriptPull {
  const known = new Set(TRANSCRIPT_FIELDS.map((field) => field.code));
  return {
    assets: list(query.get('assets')),
    fields: list(query.get('cols')).filter((code) => known.has(code)),
    start: query.get('start') ?? formatDay(parseDay(today) - 364 * DAY_MS),
    end: query.get('end') ?? formatDay(parseDay(today) + DAY_MS),
    format: query.get('format') === 'json' ? 'json' : 'csv',
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && formatDay(parseDay(value)) === value;

/** The problems of a request, each naming its field; past a limit, `overLimit`. */
export function checkTranscriptPull(
  request: TranscriptPull,
): Array<{ field: 'assets' | 'start' | 'end'; message: string; overLimit?: boolean }> {
  const problems: Array<{ field: 'assets' | 'start' | 'end'; message: string; overLimit?: boolean }> = [];
  if (request.assets.length === 0) problems.push({ field: 'assets', message: 'Choose at least one company.' });
  if (request.assets.length > MAX_PULL_ASSETS) {
    problems.push({
      field: 'assets',
      message: `${request.assets.length} companies are more than the ${MAX_PULL_ASSETS} one pull may name.`,
      overLimit: true,
    });
  }
  if (!isDay(request.start)) problems.push({ field: 'start', message: 'Start date: enter a date as YYYY-MM-DD.' });
  if (!isDay(request.end)) problems.push({ field: 'end', message: 'End date: enter a date as YYYY-MM-DD.' });
  if (isDay(request.start) && isDay(request.end)) {
    const days = (parseDay(request.end) - parseDay(request.start)) / DAY_MS;
    if (days <= 0) {
      problems.push({
        field: 'end',
        message: 'End date: must be after the start date (the end date is not included).',
      });
    } else if (days > TRANSCRIPT_MAX_DAYS) {
      problems.push({
        field: 'end',
        message: `End date: the range is ${days.toLocaleString('en-US')} days, more than the ${TRANSCRIPT_MAX_DAYS.toLocaleString('en-US')} one request may span.`,
        overLimit: true,
      });
    }
  }
  return problems;
}

/** The API path of one company's calls in the range. */
export function transcriptPath(assetCode: string, request: Pick<TranscriptPull, 'start' | 'end'>): string {
  return `/mta/data/${encodeURIComponent(assetCode)}?start_date=${request.start}&end_date=${request.end}&limit=${TRANSCRIPT_CALL_LIMIT}`;
}

/** The columns of the file: the keys, then the chosen figures (all when none is chosen). */
export function transcriptColumns(request: Pick<TranscriptPull, 'fields'>): string[] {
  const fields = request.fields.length > 0 ? request.fields : TRANSCRIPT_FIELDS.map((field) => field.code);
  return [...TRANSCRIPT_KEYS, ...TRANSCRIPT_FIELDS.map((field) => field.code).filter((code) => fields.includes(code))];
}

/** The rows cut to the columns (keyphrases joined by '; ' in CSV), in the order given. */
export function transcriptRows(
  rows: readonly TranscriptCallRow[],
  columns: readonly string[],
  format: 'csv' | 'json',
): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => {
        const value = row[column];
        return [column, format === 'csv' && Array.isArray(value) ? value.join('; ') : (value ?? null)];
      }),
    ),
  );
}
