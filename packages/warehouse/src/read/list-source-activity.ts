/**
 * The corpus's sources over time (spec §2 '/admin/sources-tool: the corpus's sources with document counts and
 * quality over time'): per outlet or platform and calendar week, the documents it published and two measures of
 * what they were worth to the indices, read from the media scores' daily outlet rows (spec §7 /mms/v3/data):
 * asset references per document (how much a source's documents talk about the universe) and net tone.
 */
import { PARQUET_SOURCE } from './lake-sql';
import { queryDatasetRows } from './query-dataset-rows';

/** Sources answered at most (imports may name many outlets); the busiest are kept. */
export const MAX_LISTED_SOURCES = 200;

export interface ListSourceActivityOptions {
  dataDir?: string;
}

export interface SourceWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  /** Days of the week the lake has scores for (any source): documents / days is the daily mean. */
  days: number;
  documents: number;
  /** Asset references made by the week's documents. */
  mentions: number;
  /** Net tone over the week's documents, weighted by documents; null without toned references. */
  sentiment: number | null;
}

export interface SourceActivity {
  source: string;
  /** news or social (its latest day's). */
  sourceType: string;
  documents: number;
  mentions: number;
  firstDay: string;
  lastDay: string;
  weeks: SourceWeek[];
}

const orNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Every source of the published lake with its weekly activity, busiest first. */
export async function listSourceActivity(options: ListSourceActivityOptions = {}): Promise<SourceActivity[]> {
  const rows = await queryDatasetRows(
    options.dataDir,
    ['mms', 'outlet', 'daily'],
    `WITH r AS (
       SELECT outlet, "sourceType", "windowTimestamp" AS t, date_trunc('week', "windowTimestamp") AS week,
              documents, mentions, sentiment
       FROM ${PARQUET_SOURCE}
     ),
     w AS (SELECT week, count(DISTINCT t) AS days FROM r GROUP BY week)
     SELECT r.outlet, arg_max(r."sourceType", r.t) AS "sourceType", strftime(r.week, '%Y-%m-%d') AS week, w.days,
            sum(r.documents) AS documents, sum(r.mentions) AS mentions,
            sum(r.sentiment * r.documents) FILTER (WHERE r.sentiment IS NOT NULL AND r.documents > 0)
              / nullif(sum(r.documents) FILTER (WHERE r.sentiment IS NOT NULL AND r.documents > 0), 0) AS sentiment,
            strftime(min(r.t), '%Y-%m-%d') AS "firstDay", strftime(max(r.t), '%Y-%m-%d') AS "lastDay"
     FROM r JOIN w ON r.week = w.week
     GROUP BY r.outlet, r.week, w.days
     ORDER BY r.outlet, r.week`,
  );
  const bySource = new Map<string, SourceActivity>();
  for (const row of rows) {
    const source = String(row.outlet);
    let activity = bySource.get(source);
    if (!activity) {
      activity = {
        source,
        sourceType: String(row.sourceType),
        documents: 0,
        mentions: 0,
        firstDay: String(row.firstDay),
        lastDay: String(row.lastDay),
        weeks: [],
      };
      bySource.set(source, activity);
    }
    const documents = Number(row.documents);
    const mentions = Number(row.mentions);
    activity.documents += documents;
    activity.mentions += mentions;
    activity.sourceType = String(row.sourceType);
    activity.lastDay = String(row.lastDay);
    activity.weeks.push({
      week: String(row.week),
      days: Number(row.days),
      documents,
      mentions,
      sentiment: orNull(row.sentiment),
    });
  }
  return [...bySource.values()].sort((a, b) => b.documents - a.documents).slice(0, MAX_LISTED_SOURCES);
}
