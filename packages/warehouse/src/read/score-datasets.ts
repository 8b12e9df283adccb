/**
 * The score datasets of the lake (the files the data API, the data previews and the bulk exports read) and the
 * classes and frequencies each holds: written once, so that a read never offers a class its dataset lacks.
 */
import { ESG_ADV_CLASSES, ESG_CORE_CLASSES } from '@moodwire/domain';
import { INDEX_CLASSES } from '../build/columns';

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
