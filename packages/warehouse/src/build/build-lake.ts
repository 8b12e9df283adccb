/**
 * One lake build, end to end: universe -> corpus plan -> scoring on worker threads -> aggregation -> Parquet ->
 * manifest -> atomic publish. The options are checked before anything is written; a build that fails at any
 * point removes its own directory and leaves `current` as it was.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, buildPresetGroups, DAILY_CUT_MS, listDays, parseDay } from '@moodwire/domain';
import { createMatcher } from '@moodwire/engine';
import { type CorpusDocument, toImportedDocument } from '../corpus/document';
import { DAILY_PROFILE, DENSE_DAYS, planCorpus } from '../corpus/generate-corpus';
import { readSourceSettings } from '../corpus/source-settings';
import { DailyPanel } from '../derived/daily-panel';
import { DerivedSink } from '../derived/derived-sink';
import { EsgCoreStage, writeEsgCore } from '../derived/esg-core';
import { MediaScores } from '../derived/media-scores';
import { PulseDetector } from '../derived/pulse-events';
import { PRICE_CLASSES } from '../derived/simulate-prices';
import { generateTranscripts, transcriptCompanies } from '../derived/transcripts';
import { type ModelManifest, writeModelScores } from '../derived/write-model-scores';
import { writePrices } from '../derived/write-prices';
import { writeTranscripts } from '../derived/write-transcripts';
import { LakeWriter, type RowCounts } from '../lake/lake-writer';
import { type LakePaths, lakePaths } from '../lake/paths';
import { acquireBuildLock, pruneBuilds, publishBuild } from '../lake/publish';
import { assignBuzzRanks, buildUniverse } from '../universe/build-universe';
import { SCALES } from '../universe/scales';
import type { ScaleName } from '../universe/types';
import { Aggregator } from './aggregate-days';
import { appendBuildLog } from './build-log';
import { type BuildPlanOptions, type BuildRequest, resolveBuildOptions } from './build-options';
import { INDEX_CLASSES, SYSTEM_VERSION } from './columns';
import { toEngineAssets } from './engine-assets';
import { type KeptDocument, keepDocument } from './score-day';
import { defaultWorkerCount, scoreDays } from './score-days';
import type { DayTask } from './score-worker';
import { type StoredDocuments, writeDocuments } from './write-documents';
import { writeReference } from './write-reference';

export type BuildStage = 'universe' | 'scoring' | 'writing' | 'derived' | 'publishing';

/** Derived datasets written after the indices (prices, ESG, transcripts, events, media scores, model scores). */
const DERIVED_STEPS = 6;

export interface BuildProgress {
  stage: BuildStage;
  done: number;
  total: number;
}

export interface BuildLakeOptions extends BuildRequest {
  /** Data root (default env DATA_DIR or <repo>/data). */
  dataDir?: string;
  /** Called as the build advances; an exception thrown here aborts the build (nothing is published). */
  onProgress?: (progress: BuildProgress) => void;
}

export interface LakeManifest {
  buildId: string;
  scale: ScaleName;
  seed: string;
  from: string;
  to: string;
  hourlyFrom: string;
  systemVersion: string;
  createdAt: string;
  durationMs: number;
  workers: number;
  assets: Record<string, number>;
  documents: {
    generated: number;
    /** Imported documents dated within the build's days (scored into the indices). */
    imported: number;
    matched: number;
    /** The documents kept in full under documents/ (absent in lakes built before documents were kept). */
    stored?: StoredDocuments;
    /** Documents per day of the output days (absent in lakes built before issue 13). */
    perDay?: DocumentsPerDay;
  };
  rows: RowCounts;
  /** The prediction model behind `scores/` and its out-of-sample metrics. */
  model: ModelManifest;
  /** Milliseconds per stage: universe, scoring, indices (Parquet), documents, then each derived dataset. */
  timings: Record<string, number>;
  /** Memory at the end of each stage (absent in lakes built before it was recorded). */
  memory?: Record<string, StageMemory>;
  /** Sources whose documents this build left out (`<data root>/sources.json`; absent in older lakes). */
  sources?: { disabled: string[] };
}

/** MB: resident set at the end of the stage, the highest resident set so far, JavaScript heap in use. */
export interface StageMemory {
  rss: number;
  maxRss: number;
  heap: number;
}

/**
 * The build's documents per day (issue 13): the mean over all output days, weekdays, weekend days and the last
 * DENSE_DAYS days (generated at full density), and the profile the generator follows.
 */
export interface DocumentsPerDay {
  mean: number;
  weekday: number;
  weekend: number;
  lastYear: number;
  profile: typeof DAILY_PROFILE;
}

function documentsPerDay(days: readonly string[], counts: readonly number[]): DocumentsPerDay {
  const mean = (list: number[]) => Math.round(list.reduce((sum, n) => sum + n, 0) / Math.max(1, list.length));
  const isWeekend = (day: string) => [0, 6].includes(new Date(parseDay(day)).getUTCDay());
  const indices = days.map((_, i) => i);
  return {
    mean: mean(counts.slice()),
    weekday: mean(indices.filter((i) => !isWeekend(days[i] ?? '')).map((i) => counts[i] ?? 0)),
    weekend: mean(indices.filter((i) => isWeekend(days[i] ?? '')).map((i) => counts[i] ?? 0)),
    lastYear: mean(counts.slice(-DENSE_DAYS)),
    profile: DAILY_PROFILE,
  };
}

/** Daily windows of the last 30 days rank the assets by measured buzz (the top-N preset groups). */
const RANKING_DAYS = 30;

function newBuildId(now: Date, scale: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${scale}-${randomBytes(3).toString('hex')}`;
}

/** Every imported document kept in the data root (one JSONL file per import), deduplicated by id. */
export async function readImportedDocuments(paths: LakePaths): Promise<CorpusDocument[]> {
  let files: string[];
  try {
    files = (await readdir(paths.importsDir)).filter((file) => file.endsWith('.jsonl')).sort();
  } catch {
    return [];
  }
  const byId = new Map<string, CorpusDocument>();
  for (const file of files) {
    const content = await readFile(join(paths.importsDir, file), 'utf8');
    for (const line of content.split('\n')) {
      if (!line.trim()) continue;
      const checked = toImportedDocument(JSON.parse(line) as Record<string, unknown>);
      if (checked.ok) byId.set(checked.document.id, checked.document);
    }
  }
  return [...byId.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : a.id < b.id ? -1 : 1));
}

export async function buildLake(options: BuildLakeOptions): Promise<{ manifest: LakeManifest; buildDir: string }> {
  const resolved: BuildPlanOptions = resolveBuildOptions(options);
  const paths = lakePaths(options.dataDir);
  const started = Date.now();
  // Milliseconds spent per stage (and per derived dataset), for the manifest: where a build's time goes.
  const timings: Record<string, number> = {};
  let mark = started;
  // Memory at the end of each stage (MB): the process's resident set, the highest it has been so far, and the
  // JavaScript heap, so that a build's peak can be traced to its stage (issue 13's 4 GiB budget).
  const memory: Record<string, StageMemory> = {};
  const lap = (name: string) => {
    const now = Date.now();
    timings[name] = (timings[name] ?? 0) + now - mark;
    mark = now;
    const { rss, heapUsed } = process.memoryUsage();
    memory[name] = {
      rss: Math.round(rss / 2 ** 20),
      maxRss: Math.round(process.resourceUsage().maxRSS / 2 ** 10),
      heap: Math.round(heapUsed / 2 ** 20),
    };
  };
  const progress = options.onProgress ?? (() => undefined);
  await mkdir(paths.buildsDir, { recursive: true });
  const release = await acquireBuildLock(paths);
  const buildId = newBuildId(new Date(started), resolved.scale);
  const buildDir = join(paths.buildsDir, buildId);
  let writer: LakeWriter | undefined;
  let disabledSources: string[] = [];
  try {
    await pruneBuilds(paths);
    await mkdir(buildDir, { recursive: true });
    progress({ stage: 'universe', done: 0, total: 1 });
    const universe = buildUniverse({ scale: resolved.scale, seed: resolved.seed });
    // The plan starts a day early: that day's evening documents belong to the first daily window.
    const planFrom = addDays(resolved.from, -1);
    const plan = planCorpus({
      assets: universe.assets,
      from: planFrom,
      to: resolved.to,
      seed: resolved.seed,
      documentsPerDay: SCALES[resolved.scale].documentsPerDay,
    });
    const days = listDays(planFrom, resolved.to);
    const dayStarts = days.map(parseDay);
    const firstHourlyDay = days.indexOf(resolved.hourlyFrom);
    // An admin's disabled sources (the sources tool) are left out of this build, generated and imported alike.
    ({ disabled: disabledSources } = await readSourceSettings({ dataDir: paths.dataDir }));
    const isDisabled = new Set(disabledSources);
    const imported = (await readImportedDocuments(paths)).filter(
      (document) => document.outlet === null || !isDisabled.has(document.outlet),
    );
    const planDays = new Set(days);
    const importedByDay = new Map<string, CorpusDocument[]>();
    // Imported documents dated outside the build's days feed no index, but the lake keeps them all the same.
    const importedElsewhere: CorpusDocument[] = [];
    for (const document of imported) {
      const day = document.time.slice(0, 10);
      if (!planDays.has(day)) importedElsewhere.push(document);
      else importedByDay.set(day, [...(importedByDay.get(day) ?? []), document]);
    }
    const tasks: DayTask[] = days.map((day, d) => ({
      day: d,
      dayStart: dayStarts[d] ?? 0,
      hourly: d >= firstHourlyDay - 1,
      // The retention window of the documents is the hourly range (README 'Documents').
      keepDocuments: d >= firstHourlyDay,
      imported: importedByDay.get(day) ?? [],
    }));
    const importedInRange = tasks.reduce((sum, task) => sum + task.imported.length, 0);
    lap('universe');
    progress({ stage: 'universe', done: 1, total: 1 });

    const lakeWriter = await LakeWriter.open(buildDir, universe.assets);
    writer = lakeWriter;
    await writer.prepare(INDEX_CLASSES, ['daily', 'hourly']);
    // Output days are the plan's days after the first (which only feeds the first daily window).
    const outputStarts = dayStarts.slice(1);
    const esgCore = await EsgCoreStage.open(writer.sql, universe.assets);
    const panel = new DailyPanel(universe.assets.length, outputStarts.length, (outputStarts[0] ?? 0) + DAILY_CUT_MS);
    const aggregator = new Aggregator({
      assets: universe.assets,
      dayStarts,
      firstOutputDay: 1,
      firstHourlyDay,
      rankingDays: RANKING_DAYS,
      sink: new DerivedSink(writer, panel, universe.assets, esgCore),
      // Hourly rows feed only the index files (rma, and esgadv for companies and countries); the derived
      // datasets read the daily rows.
      hourlySink: {
        add: (frequency, asset, stamp, dataType, mentions, sums, isUnchanged) => {
          lakeWriter.add(frequency, asset, stamp, dataType, mentions, sums, isUnchanged);
          lakeWriter.addEsg(frequency, asset, stamp, dataType, mentions, sums, isUnchanged);
        },
      },
    });
    const pulse = new PulseDetector(universe.assets, panel);
    const media = await MediaScores.open(writer.sql);
    const workers = resolved.workers || defaultWorkerCount();
    const keptDocuments: KeptDocument[] = [];
    const dailyDocuments: number[] = [];
    progress({ stage: 'scoring', done: 0, total: tasks.length });
    await scoreDays({
      plan,
      tasks,
      workers,
      simulate: true,
      disabledSources,
      onPartial: (partial) => {
        aggregator.addDay(partial);
        pulse.addDay(partial.day, partial.tops);
        if (partial.day >= 1) media.addDay(dayStarts[partial.day] ?? 0, partial.outlets);
        for (const kept of partial.kept) keptDocuments.push(kept);
        if (partial.day >= 1) dailyDocuments.push(partial.documents);
        progress({ stage: 'scoring', done: partial.day + 1, total: tasks.length });
      },
    });
    aggregator.finish();
    lap('scoring');
    esgCore.close();

    progress({ stage: 'writing', done: 0, total: 1 });
    // The top-N preset groups follow the buzz this build measured.
    const indexOf = new Map(universe.assets.map((asset, i) => [asset, i]));
    assignBuzzRanks(universe.assets, (asset) => aggregator.recentBuzz[indexOf.get(asset) ?? -1] ?? 0);
    const rows = await writer.writeParquet(buildDir);
    lap('indices');
    if (importedElsewhere.length > 0) {
      const matcher = createMatcher(toEngineAssets(universe.assets));
      const assetIndex = new Map(universe.assets.map((asset, i) => [`${asset.class}:${asset.id}`, i]));
      for (const document of importedElsewhere) {
        keptDocuments.push(keepDocument(document, matcher, assetIndex, universe.assets));
      }
    }
    const documents = await writeDocuments(writer.sql, {
      buildDir,
      documents: keptDocuments,
      retainedFrom: resolved.hourlyFrom,
      retainedTo: resolved.to,
    });
    Object.assign(rows, documents.rows);
    keptDocuments.length = 0;
    lap('documents');
    progress({ stage: 'derived', done: 0, total: DERIVED_STEPS });
    const priced = await writePrices(writer.sql, buildDir, {
      assets: universe.assets,
      panel,
      dayStarts: outputStarts,
      firstHourlyDay: firstHourlyDay - 1,
      seed: resolved.seed,
      eventsByDay: plan.eventsByDay.slice(1),
    });
    Object.assign(rows, priced.rows);
    lap('prices');
    progress({ stage: 'derived', done: 1, total: DERIVED_STEPS });
    Object.assign(
      rows,
      await writeEsgCore(writer.sql, esgCore, {
        buildDir,
        days: outputStarts.length,
        firstDayStart: outputStarts[0] ?? 0,
      }),
    );
    lap('esgCore');
    progress({ stage: 'derived', done: 2, total: DERIVED_STEPS });
    Object.assign(rows, await pulse.write(writer.sql, buildDir, outputStarts));
    lap('events');
    progress({ stage: 'derived', done: 3, total: DERIVED_STEPS });
    Object.assign(rows, await media.write(writer.sql, buildDir));
    lap('mediaScores');
    progress({ stage: 'derived', done: 4, total: DERIVED_STEPS });
    const scored = await writeModelScores(writer.sql, buildDir, {
      assets: universe.assets,
      panel,
      close: priced.prices.close,
      days: days.slice(1),
      dayStarts: outputStarts,
      classes: PRICE_CLASSES,
    });
    Object.assign(rows, scored.rows);
    lap('modelScores');
    progress({ stage: 'derived', done: 5, total: DERIVED_STEPS });
    const transcripts = generateTranscripts(
      plan,
      transcriptCompanies(universe.assets, SCALES[resolved.scale].transcriptCompanies),
    );
    Object.assign(rows, await writeTranscripts(writer.sql, buildDir, transcripts, outputStarts));
    lap('transcripts');
    progress({ stage: 'derived', done: 6, total: DERIVED_STEPS });
    await writeReference(buildDir, universe.assets, universe.companyGroups, buildPresetGroups(universe.assets));
    await writer.close();
    writer = undefined;
    progress({ stage: 'writing', done: 1, total: 1 });

    const assets: Record<string, number> = {};
    for (const asset of universe.assets) assets[asset.class] = (assets[asset.class] ?? 0) + 1;
    const manifest: LakeManifest = {
      buildId,
      scale: resolved.scale,
      seed: resolved.seed,
      from: resolved.from,
      to: resolved.to,
      hourlyFrom: resolved.hourlyFrom,
      systemVersion: SYSTEM_VERSION,
      createdAt: new Date().toISOString(),
      durationMs: Date.now() - started,
      workers,
      assets,
      documents: {
        generated: aggregator.documents - importedInRange,
        imported: importedInRange,
        matched: aggregator.matched,
        stored: documents.stored,
        perDay: documentsPerDay(days.slice(1), dailyDocuments),
      },
      rows,
      model: scored.model,
      timings,
      memory,
      sources: { disabled: disabledSources },
    };
    progress({ stage: 'publishing', done: 0, total: 1 });
    // The manifest is written last: a build directory without one is incomplete and is never published.
    await writeFile(join(buildDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await publishBuild(paths, buildDir);
    progress({ stage: 'publishing', done: 1, total: 1 });
    await appendBuildLog(
      {
        buildId,
        scale: resolved.scale,
        outcome: 'published',
        startedAt: new Date(started).toISOString(),
        finishedAt: manifest.createdAt,
        durationMs: Date.now() - started,
        generatedDocuments: manifest.documents.generated,
        importedDocuments: manifest.documents.imported,
        disabledSources,
      },
      paths.dataDir,
    );
    return { manifest, buildDir };
  } catch (error) {
    await writer?.close().catch(() => undefined);
    await rm(buildDir, { recursive: true, force: true });
    await appendBuildLog(
      {
        buildId,
        scale: resolved.scale,
        outcome: 'failed',
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        generatedDocuments: 0,
        importedDocuments: 0,
        disabledSources,
        error: (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 500),
      },
      paths.dataDir,
    );
    throw error;
  } finally {
    await release();
  }
}
