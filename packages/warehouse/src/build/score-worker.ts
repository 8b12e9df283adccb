/**
 * A scoring worker (worker_threads): builds the engine's matcher once from the universe it is given, then
 * generates and scores the days it is sent, one message per day, and posts each day's partial back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createMatcher } from '@moodwire/engine';
import type { CorpusDocument } from '../corpus/document';
import { type CorpusPlan, generateDay } from '../corpus/generate-corpus';
import { toEngineAssets } from './engine-assets';
import { scoreDay } from './score-day';

export interface WorkerInput {
  plan: CorpusPlan;
  /** Whether to generate the simulated corpus (false: imported documents only). */
  simulate: boolean;
  /** Outlets whose generated documents are dropped before scoring (the sources tool's disabled sources). */
  disabledSources?: string[];
}

export interface DayTask {
  day: number;
  dayStart: number;
  hourly: boolean;
  /** Whether the day is in the retention window, whose documents the lake keeps in full. */
  keepDocuments: boolean;
  imported: CorpusDocument[];
}

const port = parentPort;
if (port) {
  const { plan, simulate, disabledSources } = workerData as WorkerInput;
  const isDisabled = new Set(disabledSources ?? []);
  const matcher = createMatcher(toEngineAssets(plan.assets));
  const assetIndex = new Map(plan.assets.map((asset, i) => [`${asset.class}:${asset.id}`, i]));
  port.on('message', (task: DayTask) => {
    try {
      const generated = simulate ? generateDay(plan, task.day) : [];
      // Dropped after generation, so that the other sources' documents are the same as in a build without it.
      const documents =
        isDisabled.size === 0
          ? generated
          : generated.filter((document) => document.outlet === null || !isDisabled.has(document.outlet));
      const partial = scoreDay({
        day: task.day,
        dayStart: task.dayStart,
        documents: task.imported.length > 0 ? [...documents, ...task.imported] : documents,
        matcher,
        assetIndex,
        universe: plan.assets,
        hourly: task.hourly,
        keepGenerated: task.keepDocuments,
        importedFrom: documents.length,
      });
      const { entries, indexes, values } = partial;
      port.postMessage({ partial }, [entries.buffer, indexes.buffer, values.buffer] as ArrayBuffer[]);
    } catch (error) {
      port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  port.postMessage({ ready: true });
}
