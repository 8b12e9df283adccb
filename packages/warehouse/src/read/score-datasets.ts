/**
 * The score datasets of the lake (the files the data API, the data previews and the bulk exports read) and the
 * classes and frequencies each holds: written once, so that a read never offers a class its dataset lacks.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { ESG_ADV_CLASSES, ESG_CORE_CLASSES } from '@moodwire/domain';
import { INDEX_CLASSES } from '../build/columns';
import { checkFrequency } from './lake-files';
import { checkOneOf, type DatasetColumn, datasetColumns, datasetFiles } from './lake-sql';

export const SCORE_DATASETS = ['rma', 'esgadv', 'esgcor'] as const;
export type ScoreDataset = (typeof SCORE_DATASETS)[number];

export const SCORE_DATASET_SHAPES: Readonly<
  Record<ScoreDataset, { classes: readonly string[]; frequencies: readonly ('daily' | 'hourly')[] }>
> = {
  rma: { classes: INDEX_CLASSES, frequencies: ['daily', 'hourly'] },
  esgadv: { classes: ESG_ADV_CLASSES, frequencies: ['daily', 'hourly'] },
  // ESG Core: daily ranks from News_Social only (anchor facts §1b).
  esgcor: { classes: ESG_CORE_CLASSES, frequencies: ['daily'] },
};

/** A read's score dataset and its class, checked (ReadError 'bad_request' naming the ones there are). */
export function checkScoreDataset(dataset: string, assetClass: string): { dataset: ScoreDataset; assetClass: string } {
  const checked = checkOneOf(dataset, SCORE_DATASETS, 'dataset');
  return {
    dataset: checked,
    assetClass: checkOneOf(assetClass, SCORE_DATASET_SHAPES[checked].classes, `${checked} class`),
  };
}

/** A read's frequency among the ones its score dataset has. */
export function checkScoreFrequency(dataset: ScoreDataset, frequency: string): 'daily' | 'hourly' {
  return checkOneOf(checkFrequency(frequency), SCORE_DATASET_SHAPES[dataset].frequencies, `${dataset} frequency`);
}

export interface ScoreFiles {
  files: string[];
  /** Their columns, in file order. */
  columns: DatasetColumn[];
}

/** The columns of a dataset's files (a published build never changes): one DESCRIBE per dataset, not per read. */
const COLUMNS = new Map<string, Promise<DatasetColumn[]>>();

function columnsOf(connection: DuckDBConnection, files: readonly string[]): Promise<DatasetColumn[]> {
  const key = files.join('\n');
  let known = COLUMNS.get(key);
  if (!known) {
    known = datasetColumns(connection, files);
    known.catch(() => COLUMNS.delete(key));
    COLUMNS.set(key, known);
  }
  return known;
}

/** The build's files of a score dataset, class and frequency (`parts`) with their columns; null when it has none. */
export async function findScoreFiles(
  connection: DuckDBConnection,
  lakeDir: string,
  parts: readonly [ScoreDataset, string, string],
): Promise<ScoreFiles | null> {
  const files = await datasetFiles(lakeDir, parts);
  if (files.length === 0) return null;
  return { files, columns: await columnsOf(connection, files) };
}
