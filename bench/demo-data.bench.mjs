// Where the demo data stands against the measures of issue 13 ('## Measures'): coverage, buzz, and the behaviour
// of daily sentiment of the assets people look at. Everything is read from the API as a data customer reads it
// (the asset master `/rma/v4/{class}/assets` and the data call `/rma/v4/data/{class}/dai/all`), News_Social
// daily, over the last 365 days of the published lake (DATA_DIR, default <repo>/data). It is a measurement, not a
// test: it prints the figures with their targets and exits 0 whatever they are; only a failed API call fails it.
//
// Definitions (each figure is the median over the group named, unless it says 'pooled'):
// - top N: the class's assets ranked by their total buzz over the window.
// - share of days with data: days with a News_Social row with buzz > 0, over the window's days.
// - daily buzz: an asset's median buzz over its days with data (a day without data has no value, not 0).
// - sentiment std-dev (sample) and lag-1 autocorrelation: over the asset's days with data; the autocorrelation
//   pairs only consecutive days that both have a value.
// - sector correlation: with the buzz-weighted mean sentiment of the other companies of its TRBC economic sector
//   (the asset itself left out, so that a sector of few companies does not correlate with itself); for the other
//   classes, with the other assets of the group's classes.
// - share of values exactly +1 or -1: pooled over every daily value of the group (one document decided the day).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getJson, signIn } from './lib/api-calls.mjs';
import { printTable, writeResults } from './lib/report.mjs';
import { startApi } from './lib/start-api.mjs';
import { correlation, lagOneAutocorrelation, median, standardDeviation } from './lib/statistics.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = process.env.DATA_DIR ?? join(ROOT, 'data');
const DATA_TYPE = 'News_Social';
const WINDOW_DAYS = 365;
/** Days per data call for every asset of a class; a call over the API's row cap is split in two and retried. */
const CHUNK_DAYS = 32;
const DAY_MS = 86_400_000;

/**
 * The groups of the issue: the classes they rank, the tops each figure is taken over, and the targets. Companies
 * have their own buzz figures (top 20 and the ratio to the median company); every group has coverage, sentiment
 * and ±1 figures. Commodities are the agriculture and energy-and-materials classes together.
 */
const GROUPS = [
  {
    name: 'companies',
    classes: ['equ'],
    coverage: [
      { top: 100, target: 0.99 },
      { top: 500, target: 0.85 },
    ],
    buzzTop: 20,
    sentimentTop: 100,
    extremeTop: 500,
    peers: 'sector',
  },
  ...[
    ['countries', ['cou'], 30],
    ['currencies', ['cur'], 10],
    ['commodities', ['agr', 'enm'], 10],
    ['crypto', ['crypto'], 20],
  ].map(([name, classes, top]) => ({
    name,
    classes,
    coverage: [{ top, target: 0.95 }],
    buzzTop: top,
    sentimentTop: top,
    extremeTop: top,
    peers: 'group',
  })),
];

/** The targets: the least (min) or the most (max) a figure may be. */
const TARGETS = {
  topBuzz: { min: 50 },
  buzzRatio: { min: 10 },
  sentimentStd: { max: 0.25 },
  autocorrelation: { min: 0.3 },
  peerCorrelation: { min: 0.2 },
  extremeShare: { max: 0.01 },
};

function addDays(day, days) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

// ---------------------------------------------------------------------------------------------------------
// Calls

/** The News_Social daily rows of every asset of a class over [start, end), in calls the API's row cap allows. */
async function readClassRows(api, assetClass, start, end) {
  const rows = [];
  const read = async (from, to) => {
    const path =
      `/rma/v4/data/${assetClass}/dai/all?datacols=sentiment&datatype=${DATA_TYPE}` +
      `&start_date=${from}&end_date=${to}&format=json&apikey=${api.key}`;
    try {
      for (const row of await getJson(api.baseUrl, path)) rows.push(row);
    } catch (error) {
      // The cap counts every data type of the whole days: fewer days per call until it fits.
      if (error.status === 400 && error.body?.includes('too_many_rows') && daysBetween(from, to) > 1) {
        const middle = addDays(from, Math.floor(daysBetween(from, to) / 2));
        await read(from, middle);
        await read(middle, to);
        return;
      }
      throw error;
    }
  };
  for (let from = start; from < end; from = addDays(from, CHUNK_DAYS)) {
    const to = addDays(from, Math.min(CHUNK_DAYS, daysBetween(from, end)));
    await read(from, to);
  }
  return rows;
}

/**
 * Every asset of a group's classes with its daily buzz and sentiment over the window (arrays indexed by day, null
 * where the day has no data), its total buzz and its sector, ranked by total buzz (the most first).
 */
async function readGroupAssets(api, group, window) {
  const assets = new Map();
  for (const assetClass of group.classes) {
    for (const record of await getJson(api.baseUrl, `/rma/v4/${assetClass}/assets?apikey=${api.key}`)) {
      assets.set(record.assetCode, {
        code: record.assetCode,
        name: record.name,
        sector: record.TRBCEconomicSector ?? 'none',
        buzz: new Array(window.days).fill(null),
        sentiment: new Array(window.days).fill(null),
        totalBuzz: 0,
      });
    }
    for (const row of await readClassRows(api, assetClass, window.start, window.end)) {
      const asset = assets.get(row.assetCode);
      const day = daysBetween(window.start, row.windowTimestamp.slice(0, 10));
      if (!asset || day < 0 || day >= window.days || row.dataType !== DATA_TYPE || !(row.buzz > 0)) continue;
      asset.buzz[day] = row.buzz;
      asset.sentiment[day] = typeof row.sentiment === 'number' ? row.sentiment : null;
      asset.totalBuzz += row.buzz;
    }
  }
  return [...assets.values()].sort((a, b) => b.totalBuzz - a.totalBuzz);
}

// ---------------------------------------------------------------------------------------------------------
// Figures

/** Each asset's daily sentiment of its peers: the buzz-weighted mean over the peers, the asset itself left out. */
function peerSentiment(assets, peerOf, days) {
  const sums = new Map();
  for (const asset of assets) {
    const key = peerOf(asset);
    if (!sums.has(key)) sums.set(key, { weighted: new Float64Array(days), weights: new Float64Array(days) });
    const sum = sums.get(key);
    for (let day = 0; day < days; day++) {
      if (asset.sentiment[day] === null) continue;
      sum.weighted[day] += asset.buzz[day] * asset.sentiment[day];
      sum.weights[day] += asset.buzz[day];
    }
  }
  return (asset) => {
    const sum = sums.get(peerOf(asset));
    return Array.from({ length: days }, (_, day) => {
      const own = asset.sentiment[day] === null ? 0 : asset.buzz[day];
      const weights = sum.weights[day] - own;
      // Rounding leaves a remainder when the asset was the only peer with data that day.
      if (weights <= 1e-9) return null;
      return (sum.weighted[day] - own * (asset.sentiment[day] ?? 0)) / weights;
    });
  };
}

const coveredShare = (asset) => asset.buzz.filter((value) => value !== null).length / asset.buzz.length;
const dailyBuzz = (asset) => median(asset.buzz);

function verdict(value, target) {
  if (!target) return '';
  if (!Number.isFinite(value)) return 'n/a';
  return (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max)
    ? 'pass'
    : 'FAIL';
}

/** How a figure is printed: a share in percent, a buzz or a ratio with one decimal, a statistic with three. */
const FORMATS = {
  share: (value) => `${(value * 100).toFixed(1)}%`,
  buzz: (value) => value.toFixed(1),
  ratio: (value) => `${value.toFixed(1)}x`,
  statistic: (value) => value.toFixed(3),
};

/** One line of the table; `raw` (the unrounded value) goes to the results file only. */
function figure({ measure, group, value, target, format }) {
  const show = FORMATS[format];
  let targetShown = '-';
  if (target) targetShown = target.min !== undefined ? `>= ${show(target.min)}` : `<= ${show(target.max)}`;
  return {
    measure,
    group,
    value: Number.isFinite(value) ? show(value) : 'n/a',
    target: targetShown,
    result: verdict(value, target),
    raw: Number.isFinite(value) ? value : null,
  };
}

function measureGroup(group, assets, days) {
  const label = (count) => `${group.name} top ${count}`;
  const top = (count) => assets.slice(0, count);
  const isCompanies = group.name === 'companies';
  const rows = group.coverage.map(({ top: count, target }) =>
    figure({
      measure: 'share of days with data',
      group: label(count),
      value: median(top(count).map(coveredShare)),
      target: { min: target },
      format: 'share',
    }),
  );

  const topBuzz = median(top(group.buzzTop).map(dailyBuzz));
  rows.push(
    figure({
      measure: 'daily buzz',
      group: label(group.buzzTop),
      value: topBuzz,
      // The issue sets a buzz level for companies only; the other groups' buzz is shown for comparison.
      target: isCompanies ? TARGETS.topBuzz : undefined,
      format: 'buzz',
    }),
  );
  if (isCompanies) {
    const medianCompany = median(assets.filter((asset) => asset.totalBuzz > 0).map(dailyBuzz));
    rows.push(
      figure({
        measure: 'daily buzz against the median company',
        group: label(group.buzzTop),
        value: topBuzz / medianCompany,
        target: TARGETS.buzzRatio,
        format: 'ratio',
      }),
    );
  }

  const ofSentiment = (measure, target, compute) =>
    figure({
      measure,
      group: label(group.sentimentTop),
      value: median(top(group.sentimentTop).map(compute)),
      target,
      format: 'statistic',
    });
  const peers = peerSentiment(assets, group.peers === 'sector' ? (asset) => asset.sector : () => group.name, days);
  rows.push(
    ofSentiment('std-dev of daily sentiment', TARGETS.sentimentStd, (asset) => standardDeviation(asset.sentiment)),
    ofSentiment('lag-1 autocorrelation of sentiment', TARGETS.autocorrelation, (asset) =>
      lagOneAutocorrelation(asset.sentiment),
    ),
    ofSentiment(
      group.peers === 'sector' ? 'correlation with its sector' : 'correlation with the rest of its group',
      TARGETS.peerCorrelation,
      (asset) => correlation(asset.sentiment, peers(asset)),
    ),
  );

  const values = top(group.extremeTop).flatMap((asset) => asset.sentiment.filter((value) => value !== null));
  const extremes = values.filter((value) => value === 1 || value === -1).length;
  rows.push(
    figure({
      measure: 'daily values exactly +1 or -1 (pooled)',
      group: label(group.extremeTop),
      value: values.length > 0 ? extremes / values.length : Number.NaN,
      target: TARGETS.extremeShare,
      format: 'share',
    }),
  );
  return rows;
}

async function main() {
  const manifest = JSON.parse(readFileSync(join(DATA_DIR, 'lake', 'current', 'manifest.json'), 'utf8'));
  // The window's last day is the lake's last day; a lake shorter than the window is measured over all its days.
  const end = addDays(manifest.to, 1);
  const start = addDays(end, -Math.min(WINDOW_DAYS, daysBetween(manifest.from, end)));
  const window = { start, end, days: daysBetween(start, end) };

  let server;
  let key;
  try {
    server = await startApi({ extraEnv: { DATA_DIR } });
    key = await signIn(server.baseUrl);
  } catch (error) {
    await server?.stop();
    throw error;
  }
  const api = { baseUrl: server.baseUrl, key };
  const rows = [];
  const notes = [];
  try {
    for (const group of GROUPS) {
      const started = performance.now();
      const assets = await readGroupAssets(api, group, window);
      rows.push(...measureGroup(group, assets, window.days));
      const leaders = assets.slice(0, 3).map((asset) => `${asset.name} ${asset.totalBuzz.toFixed(0)}`);
      const withData = assets.filter((asset) => asset.totalBuzz > 0).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      notes.push(
        `${group.name}: ${withData} of ${assets.length} assets with data in the window; the most total buzz: ${leaders.join(', ')} (read in ${seconds} s)`,
      );
    }
  } finally {
    await server.stop();
  }

  printTable(
    `demo data against issue 13 (${DATA_TYPE} daily, ${window.start} to ${manifest.to}, ${window.days} days, build ${manifest.buildId}, lake ${DATA_DIR})`,
    rows.map(({ raw, ...shown }) => shown),
  );
  for (const note of notes) process.stdout.write(`- ${note}\n`);
  const failed = rows.filter((entry) => entry.result === 'FAIL').length;
  process.stdout.write(`${rows.length - failed} of ${rows.length} figures meet their target or have none\n`);
  const file = writeResults('demo-data', {
    rows,
    notes,
    window: { ...window, dataType: DATA_TYPE, buildId: manifest.buildId, scale: manifest.scale },
    targets: TARGETS,
  });
  process.stdout.write(`results written to ${file}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
