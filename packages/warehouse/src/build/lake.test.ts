import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readlink, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { DAY_MS, dailyStamp, listIndicators } from '@moodwire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_OUTLETS, SOCIAL_PLATFORMS } from '../corpus/phrase-banks';
import { BUZZ_Z_THRESHOLD, MIN_BUZZ_SPREAD, SENTIMENT_Z_THRESHOLD } from '../derived/pulse-events';
import { PRICE_CLASSES } from '../derived/simulate-prices';
import { getGroupSnapshot } from '../read/get-group-snapshot';
import { getLakeManifest } from '../read/get-lake-manifest';
import { getSeries } from '../read/get-series';
import { listCoverage } from '../read/list-coverage';
import { closeReadPools } from '../read/read-pool';
import { buildUniverse } from '../universe/build-universe';
import { buildLake, type LakeManifest } from './build-lake';
import { INDEX_CLASSES } from './columns';
import { importDocuments } from './import-documents';

const run = promisify(execFile);
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TO = '2025-06-30';
let root: string;
let dataDir: string;
let manifest: LakeManifest;

// The most talked-about company of the tiny universe: it has rows on most days.
const company = buildUniverse({ scale: 'tiny' })
  .assets.filter((asset) => asset.class === 'equ')
  .sort((a, b) => b.prominence - a.prominence)[0];
if (!company) throw new Error('the tiny universe has no company');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'moodwire-lake-'));
  dataDir = join(root, 'data');
  ({ manifest } = await buildLake({ scale: 'tiny', to: TO, dataDir, workers: 2 }));
}, 120_000);

afterAll(async () => {
  await closeReadPools();
  await rm(root, { recursive: true, force: true });
});

describe('a tiny build', () => {
  it('states its documents per day and the daily profile it followed in the manifest (issue 13)', () => {
    const perDay = manifest.documents.perDay;
    if (!perDay) throw new Error('the manifest has no documents per day');
    // The output days' documents: all generated but those of the plan's first day (it only feeds the first window).
    const days = (Date.parse(`${manifest.to}T00:00:00Z`) - Date.parse(`${manifest.from}T00:00:00Z`)) / 86_400_000 + 1;
    expect(perDay.mean * days).toBeLessThanOrEqual(manifest.documents.generated + days);
    expect(perDay.mean * days).toBeGreaterThan(manifest.documents.generated * 0.9);
    expect(perDay.weekday).toBeGreaterThan(perDay.weekend);
    expect(perDay.profile.weekday).toHaveLength(7);
  });

  it('publishes daily and hourly Parquet files with rows for every index class', async () => {
    expect((await getLakeManifest({ dataDir }))?.buildId).toBe(manifest.buildId);
    for (const assetClass of INDEX_CLASSES) {
      for (const frequency of ['daily', 'hourly']) {
        const keys = Object.keys(manifest.rows).filter((key) => key.startsWith(`rma/${assetClass}/${frequency}/`));
        expect(keys.length, `${assetClass} ${frequency}`).toBeGreaterThan(0);
        for (const key of keys) {
          expect(manifest.rows[key]).toBeGreaterThan(0);
          const year = key.split('/')[3];
          const file = join(dataDir, 'lake/current/rma', assetClass, frequency, `year=${year}`, 'part-0.parquet');
          expect((await stat(file)).size).toBeGreaterThan(0);
        }
      }
    }
    expect(manifest.from).toBe('2025-05-02');
    expect(manifest.to).toBe(TO);
  });

  it('gives the reference row shape: id, 20:30 UTC daily stamps, News_Social = News + Social', async () => {
    const read = (source: string) =>
      getSeries({
        dataDir,
        assetClass: 'equ',
        assetCode: company.id,
        indicators: ['mentions', 'buzz', 'sentiment', 'positive', 'negative'],
        source,
        frequency: 'daily',
      });
    const [news, social, combined] = await Promise.all([read('News'), read('Social'), read('News_Social')]);
    expect(combined.points.length).toBeGreaterThan(20);
    for (const point of combined.points) {
      expect(point.windowTimestamp).toMatch(/T20:30:00\.000Z$/);
      const n = news.points.find((p) => p.windowTimestamp === point.windowTimestamp);
      const s = social.points.find((p) => p.windowTimestamp === point.windowTimestamp);
      expect(point.buzz).toBeCloseTo((n?.buzz ?? 0) + (s?.buzz ?? 0), 6);
      expect(point.values.mentions).toBe((n?.values.mentions ?? 0) + (s?.values.mentions ?? 0));
      const { sentiment, positive, negative } = point.values;
      if (sentiment !== null) expect(sentiment).toBeCloseTo((positive ?? 0) - (negative ?? 0), 5);
      // Buzz-weighted combination of the two sources (anchor facts §3).
      if (n && s && n.values.positive !== null && s.values.positive !== null) {
        expect(point.values.positive).toBeCloseTo(
          ((n.values.positive ?? 0) * n.buzz + (s.values.positive ?? 0) * s.buzz) / point.buzz,
          5,
        );
      }
    }
    const hourly = await getSeries({
      dataDir,
      assetClass: 'equ',
      assetCode: company.id,
      indicators: ['buzz'],
      source: 'News',
      frequency: 'hourly',
    });
    expect(hourly.points.length).toBeGreaterThan(24);
    expect(hourly.points.every((point) => point.windowTimestamp.endsWith(':00:00.000Z'))).toBe(true);
    expect((hourly.points[0]?.windowTimestamp ?? '') >= `${manifest.hourlyFrom}T01:00:00.000Z`).toBe(true);
  });

  it('smooths as the buzz-weighted mean of the last N windows', async () => {
    const options = {
      dataDir,
      assetClass: 'equ',
      assetCode: company.id,
      indicators: ['sentiment'],
      source: 'News_Social',
      frequency: 'daily',
    };
    const raw = await getSeries(options);
    const smooth = await getSeries({ ...options, smoothing: 3 });
    expect(smooth.points.length).toBe(raw.points.length);
    for (let i = 2; i < raw.points.length; i++) {
      const last = raw.points.slice(i - 2, i + 1).filter((point) => point.values.sentiment !== null);
      if (last.length === 0) continue;
      const weighted = last.reduce((sum, point) => sum + (point.values.sentiment ?? 0) * point.buzz, 0);
      const buzz = last.reduce((sum, point) => sum + point.buzz, 0);
      expect(smooth.points[i]?.values.sentiment).toBeCloseTo(weighted / buzz, 5);
    }
  });

  it('snapshots a group with levels and deltas that match the series', async () => {
    const snapshot = await getGroupSnapshot({
      dataDir,
      assetClass: 'equ',
      indicator: 'sentiment',
      source: 'News_Social',
      date: '2025-06-20',
      period: 5,
      sort: 'buzz',
    });
    expect(snapshot.windowTimestamp).toBe('2025-06-20T20:30:00.000Z');
    expect(snapshot.rows.length).toBeGreaterThan(3);
    const buzzes = snapshot.rows.map((row) => row.buzz);
    expect(buzzes).toEqual([...buzzes].sort((a, b) => b - a));
    const top = snapshot.rows[0];
    if (!top) throw new Error('empty snapshot');
    const series = await getSeries({
      dataDir,
      assetClass: 'equ',
      assetCode: top.assetCode,
      indicators: ['sentiment'],
      source: 'News_Social',
      frequency: 'daily',
      from: '2025-05-01',
      to: '2025-06-21',
    });
    // Level and previous are the asset's latest windows at or before 06-20 and 06-15 (it may be quiet on either).
    const latest = (stamp: string) => series.points.filter((point) => point.windowTimestamp <= stamp).at(-1);
    expect(top.levelTimestamp).toBe(latest('2025-06-20T20:30:00.000Z')?.windowTimestamp);
    expect(top.level).toBeCloseTo(latest('2025-06-20T20:30:00.000Z')?.values.sentiment ?? Number.NaN, 6);
    if (top.previous !== null) {
      expect(top.previousTimestamp).toBe(latest('2025-06-15T20:30:00.000Z')?.windowTimestamp);
      expect(top.previous).toBeCloseTo(latest('2025-06-15T20:30:00.000Z')?.values.sentiment ?? Number.NaN, 6);
      expect(top.delta).toBeCloseTo((top.level ?? 0) - top.previous, 5);
    }
    const busy = await getGroupSnapshot({
      dataDir,
      assetClass: 'equ',
      indicator: 'sentiment',
      source: 'News_Social',
      date: '2025-06-20',
      minBuzz: top.buzz,
    });
    expect(busy.rows.every((row) => row.buzz >= top.buzz)).toBe(true);
    const sector = top.sector ?? '';
    const inSector = await getGroupSnapshot({
      dataDir,
      assetClass: 'equ',
      indicator: 'sentiment',
      source: 'News_Social',
      date: '2025-06-20',
      sectors: [sector],
    });
    expect(inSector.rows.length).toBeGreaterThan(0);
    expect(inSector.rows.every((row) => row.sector === sector)).toBe(true);
  });

  it('lists coverage with first and last dates inside the build range', async () => {
    const coverage = await listCoverage({ dataDir, assetClass: 'cur' });
    expect(coverage.length).toBeGreaterThan(3);
    for (const row of coverage) {
      expect(row.firstDate >= manifest.from && row.lastDate <= manifest.to).toBe(true);
      expect(row.days).toBeGreaterThan(0);
    }
  });

  it('rejects unknown classes, sources and indicators with a clear message', async () => {
    const base = { dataDir, assetCode: company.id, source: 'News', frequency: 'daily', indicators: ['sentiment'] };
    await expect(getSeries({ ...base, assetClass: 'bonds' })).rejects.toThrow("unknown asset class 'bonds'");
    await expect(getSeries({ ...base, assetClass: 'equ', source: 'TV' })).rejects.toThrow("unknown source 'TV'");
    await expect(getSeries({ ...base, assetClass: 'equ', indicators: ['x"; DROP'] })).rejects.toThrow(
      'is not available for equ',
    );
  });
});

/** Rows of a query over the published lake (`$lake` stands for its directory). */
async function query(sql: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql.replaceAll('$lake', join(dataDir, 'lake/current')));
    return reader.getRows();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function keysOf(prefix: string): string[] {
  return Object.keys(manifest.rows).filter((key) => key.startsWith(prefix) && (manifest.rows[key] ?? 0) > 0);
}

describe('derived datasets of a tiny build', () => {
  it('has daily and hourly prices with Return for every traded class, and bonds for country markets', async () => {
    for (const assetClass of PRICE_CLASSES) {
      for (const frequency of ['daily', 'hourly']) {
        expect(keysOf(`prices/${assetClass}/${frequency}/`).length, `${assetClass} ${frequency}`).toBeGreaterThan(0);
      }
    }
    const [row] = await query(
      `SELECT count(*), count(DISTINCT "assetCode"), min(close), count("Return"), count("bondYield")
       FROM read_parquet('$lake/prices/coumkt/daily/*/*.parquet')`,
    );
    const [count, assets, minClose, returns, yields] = (row ?? []).map(Number);
    expect(count).toBe((assets ?? 0) * 60);
    expect(minClose).toBeGreaterThan(0);
    expect(returns).toBe((count ?? 0) - (assets ?? 0));
    expect(yields).toBe(count);
    const [change] = await query(
      `SELECT max(abs("Return" - change)) FROM (
         SELECT "Return", close / lag(close) OVER (PARTITION BY "assetCode" ORDER BY "windowTimestamp") - 1 AS change
         FROM read_parquet('$lake/prices/equ/daily/*/*.parquet'))`,
    );
    expect(Number(change?.[0])).toBeLessThan(1e-9);
  });

  it('has ESG Advanced rows for companies and countries, daily and hourly, scored over the ESG buzz', async () => {
    for (const assetClass of ['equesg', 'couesg']) {
      for (const frequency of ['daily', 'hourly']) {
        expect(keysOf(`esgadv/${assetClass}/${frequency}/`).length, `${assetClass} ${frequency}`).toBeGreaterThan(0);
      }
    }
    const [row] = await query(
      `SELECT min(buzz), min(workforce), max(workforce), count(DISTINCT "dataType"), min(workforceBuzz <= buzz + 1e-6)
       FROM read_parquet('$lake/esgadv/equesg/daily/*/*.parquet')`,
    );
    const [minBuzz, minWorkforce, maxWorkforce, dataTypes, categoryWithinTotal] = row ?? [];
    expect(Number(minBuzz)).toBeGreaterThan(0);
    expect(Number(minWorkforce)).toBeGreaterThanOrEqual(-1);
    expect(Number(maxWorkforce)).toBeLessThanOrEqual(1);
    expect(Number(dataTypes)).toBe(4);
    expect(categoryWithinTotal).toBe(true);
  });
});

describe('ESG Core of a tiny build', () => {
  it('ranks every field 1-100 among the class on the day, with buzz as the trailing ESG references', async () => {
    for (const assetClass of ['equcor', 'coucor']) {
      expect(keysOf(`esgcor/${assetClass}/daily/`).length, assetClass).toBeGreaterThan(0);
    }
    const fields = listIndicators({ assetClass: 'equcor' })
      .map((indicator) => indicator.code)
      .filter((code) => code !== 'buzz');
    expect(fields).toHaveLength(16);
    const [bounds] = await query(
      `SELECT ${fields.map((field) => `min("${field}"), max("${field}")`).join(', ')}, min(buzz)
       FROM read_parquet('$lake/esgcor/*/daily/*/*.parquet')`,
    );
    const values = (bounds ?? []).map(Number);
    for (const value of values.slice(0, -1)) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(100);
    }
    expect(values.at(-1)).toBeGreaterThan(0);
    // The overall rank spreads over the whole scale on the last day.
    const [spread] = await query(
      `SELECT min("ESG"), max("ESG"), count(*) FROM read_parquet('$lake/esgcor/equcor/daily/*/*.parquet')
       WHERE "windowTimestamp" = (SELECT max("windowTimestamp") FROM read_parquet('$lake/esgcor/equcor/daily/*/*.parquet'))`,
    );
    expect(Number(spread?.[2])).toBeGreaterThan(10);
    expect(Number(spread?.[0])).toBeLessThanOrEqual(5);
    expect(Number(spread?.[1])).toBeGreaterThanOrEqual(95);
    // The build is shorter than 365 days: the last day's buzz is every daily ESG reference of the asset so far.
    const [match] = await query(
      `WITH core AS (SELECT "assetCode", buzz FROM read_parquet('$lake/esgcor/equcor/daily/*/*.parquet')
                     WHERE "windowTimestamp" = (SELECT max("windowTimestamp") FROM read_parquet('$lake/esgcor/equcor/daily/*/*.parquet'))),
            adv AS (SELECT "assetCode", sum(buzz) AS buzz FROM read_parquet('$lake/esgadv/equesg/daily/*/*.parquet')
                    WHERE "dataType" = 'News_Social' GROUP BY 1)
       SELECT count(*), max(abs(core.buzz - adv.buzz)) FROM core JOIN adv USING ("assetCode")`,
    );
    expect(Number(match?.[0])).toBeGreaterThan(5);
    expect(Number(match?.[1])).toBeLessThan(1e-3);
  });
});

describe('pulse events and media scores of a tiny build', () => {
  it('has events with headline, topic, label, level, summary and asset facts, only on abnormal buzz days', async () => {
    expect(keysOf('events/equ/daily/').length).toBeGreaterThan(0);
    const rows = await query(
      `SELECT e."assetCode", e."Date", e."Headline", e."Topic", e."Sentiment", e."PulseLevel", e."Summary",
              e."Domicile", e."EconomicSector", e.buzz, e."buzzZ", e."sentimentZ"
       FROM read_parquet('$lake/events/equ/daily/*/*.parquet') e`,
    );
    expect(rows.length).toBeGreaterThan(3);
    // Recompute each event's buzz z-score from the published daily News_Social buzz (quiet days count as 0).
    const buzz = await query(
      `SELECT "assetCode", "windowTimestamp", buzz FROM read_parquet('$lake/rma/equ/daily/*/*.parquet')
       WHERE "dataType" = 'News_Social'`,
    );
    const byKey = new Map(buzz.map(([code, stamp, value]) => [`${code}|${String(stamp)}`, Number(value)]));
    for (const [
      code,
      date,
      headline,
      topic,
      label,
      level,
      summary,
      domicile,
      sector,
      eventBuzz,
      buzzZ,
      sentimentZ,
    ] of rows) {
      expect(String(headline).length).toBeGreaterThan(5);
      expect(String(topic).length).toBeGreaterThan(2);
      expect(['Positive', 'Negative', 'Neutral']).toContain(label);
      expect([1, 2, 3]).toContain(Number(level));
      expect(String(summary).length).toBeGreaterThan(5);
      expect(domicile).toBeTruthy();
      expect(sector).toBeTruthy();
      const day = Date.parse(`${String(date).replace(' ', 'T')}Z`);
      expect(byKey.get(`${code}|${String(date)}`)).toBeCloseTo(Number(eventBuzz), 4);
      const history = Array.from({ length: 30 }, (_, k) => {
        const stamp = new Date(day - (k + 1) * DAY_MS).toISOString().replace('T', ' ').slice(0, 19);
        return byKey.get(`${code}|${stamp}`) ?? 0;
      });
      const inRange = history.filter((_, k) => day - (k + 1) * DAY_MS >= dailyStamp(manifest.from));
      const mean = inRange.reduce((s, b) => s + b, 0) / inRange.length;
      const spread = Math.max(
        Math.sqrt(Math.max(0, inRange.reduce((s, b) => s + b * b, 0) / inRange.length - mean * mean)),
        0.5 * mean,
        MIN_BUZZ_SPREAD,
      );
      const z = (Number(eventBuzz) - mean) / spread;
      expect(z).toBeCloseTo(Number(buzzZ), 3);
      expect(z >= BUZZ_Z_THRESHOLD || (Math.abs(Number(sentimentZ)) >= SENTIMENT_Z_THRESHOLD && z >= 2)).toBe(true);
    }
  });

  it('scores every outlet of the generator per day', async () => {
    const rows = await query(
      `SELECT outlet, count(*), sum(documents), min(sentiment), max(sentiment), min(bias), max(bias)
       FROM read_parquet('$lake/mms/outlet/daily/*/*.parquet') GROUP BY outlet`,
    );
    expect(rows.map((row) => row[0]).sort()).toEqual([...NEWS_OUTLETS, ...SOCIAL_PLATFORMS].sort());
    for (const [, days, documents, minSentiment, maxSentiment, minBias, maxBias] of rows) {
      expect(Number(days)).toBeGreaterThan(50);
      expect(Number(documents)).toBeGreaterThan(Number(days));
      expect(Number(minSentiment)).toBeGreaterThanOrEqual(-1);
      expect(Number(maxSentiment)).toBeLessThanOrEqual(1);
      expect(Number(minBias)).toBeLessThan(Number(maxBias));
    }
  });
});

describe('model scores of a tiny build', () => {
  it('scores every traded class daily, with out-of-sample metrics in the manifest', async () => {
    for (const assetClass of PRICE_CLASSES) {
      expect(keysOf(`scores/${assetClass}/daily/`).length, assetClass).toBeGreaterThan(0);
      const metrics = manifest.model.classes[assetClass];
      expect(metrics?.samples, assetClass).toBeGreaterThan(0);
      expect(metrics?.hitRate).toBeGreaterThan(0);
      expect(metrics?.hitRate).toBeLessThan(1);
    }
    const [row] = await query(
      `SELECT min("scoreRank"), max("scoreRank"), min("fittedOn" <= CAST("windowTimestamp" AS DATE)), count(*)
       FROM read_parquet('$lake/scores/equ/daily/*/*.parquet')`,
    );
    expect(Number(row?.[0])).toBe(1);
    expect(Number(row?.[1])).toBe(100);
    expect(row?.[2]).toBe(true);
  });
});

describe('transcripts of a tiny build', () => {
  it('has calls with prepared remarks and Q&A, speakers with roles, and analytics from the turns', async () => {
    expect(keysOf('transcripts/equ/calls/').length).toBeGreaterThan(0);
    const calls = await query(
      `SELECT "transcriptId", result, sentiment, buzz, keyphrases, summary, quarter
       FROM read_parquet('$lake/transcripts/equ/calls/*/*.parquet')`,
    );
    expect(calls.length).toBeGreaterThan(10);
    const turns = await query(
      `SELECT "transcriptId", section, role, buzz, sentiment FROM read_parquet('$lake/transcripts/equ/turns/*/*.parquet')`,
    );
    for (const [id, , sentiment, buzz, keyphrases, summary, quarter] of calls) {
      const own = turns.filter((turn) => turn[0] === id);
      expect(new Set(own.map((turn) => turn[1]))).toEqual(new Set(['Prepared remarks', 'Q&A']));
      expect(new Set(own.map((turn) => turn[2]))).toEqual(new Set(['Operator', 'CEO', 'CFO', 'Analyst']));
      // The call's sentiment is the buzz-weighted mean of its turns'.
      const total = own.reduce((sum, turn) => sum + Number(turn[3]), 0);
      const weighted = own.reduce((sum, turn) => sum + Number(turn[3]) * Number(turn[4]), 0);
      expect(Number(buzz)).toBeCloseTo(total, 6);
      expect(Number(sentiment)).toBeCloseTo(weighted / total, 6);
      expect((JSON.parse(String(keyphrases)) as string[]).length).toBeGreaterThan(2);
      expect(String(summary).length).toBeGreaterThan(20);
      expect(String(quarter)).toMatch(/^Q[1-4] \d{4}$/);
    }
    // Calls after a beat sound better than calls after a miss.
    const mean = (result: string) => {
      const values = calls.filter((call) => call[1] === result).map((call) => Number(call[2]));
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(mean('beat')).toBeGreaterThan(mean('miss'));
  });
});

describe('publishing', () => {
  it('leaves current on the old build when a build fails, and a re-run publishes', async () => {
    const before = await readlink(join(dataDir, 'lake/current'));
    await expect(
      buildLake({
        scale: 'tiny',
        from: '2025-06-20',
        to: TO,
        dataDir,
        onProgress: ({ stage }) => {
          if (stage === 'writing') throw new Error('disk full (simulated)');
        },
      }),
    ).rejects.toThrow('disk full (simulated)');
    expect(await readlink(join(dataDir, 'lake/current'))).toBe(before);
    expect((await getLakeManifest({ dataDir }))?.buildId).toBe(manifest.buildId);
    // The failed build's directory is gone, and the lock was released: a re-run publishes.
    expect((await readdir(join(dataDir, 'lake/builds'))).length).toBe(1);
    const { manifest: next } = await buildLake({ scale: 'tiny', from: '2025-06-20', to: TO, dataDir, workers: 1 });
    expect((await getLakeManifest({ dataDir }))?.buildId).toBe(next.buildId);
    expect(next.from).toBe('2025-06-20');
  }, 60_000);

  it('gives the same indices with one worker as with two', async () => {
    const build = async (workers: number) => {
      const dir = join(root, `workers-${workers}`);
      await buildLake({ scale: 'tiny', from: '2025-06-25', to: TO, dataDir: dir, workers });
      return getSeries({
        dataDir: dir,
        assetClass: 'equ',
        assetCode: company.id,
        indicators: ['buzz', 'sentiment', 'fear', 'priceDirection'],
        source: 'News_Social',
        frequency: 'hourly',
      });
    };
    const one = await build(1);
    const two = await build(2);
    expect(one.points.length).toBeGreaterThan(0);
    expect(two.points).toEqual(one.points);
  }, 60_000);
});

describe('importing documents', () => {
  it('reports malformed records and changes the indices of the asset the documents mention', async () => {
    const options = {
      dataDir,
      assetClass: 'equ',
      assetCode: company.id,
      indicators: ['mentions', 'buzz', 'sentiment'],
      source: 'News',
      frequency: 'daily',
      from: '2025-06-27',
      to: '2025-06-28',
    };
    const before = (await getSeries(options)).points[0];
    const file = join(root, 'feed.jsonl');
    const story = (n: number) =>
      JSON.stringify({
        id: `test-${n}`,
        time: '2025-06-27T12:00:00Z',
        title: `${company.name} shares plunge after fraud charges`,
        body: `${company.name} faces a criminal investigation. Investors fear heavy losses and a collapse in demand.`,
        sourceType: 'news',
      });
    await writeFile(file, `${story(1)}\n{"time": "yesterday", "title": "x"}\n${story(2)}\n`);
    const result = await importDocuments({ files: [file], dataDir });
    expect(result.accepted).toBe(2);
    expect(result.errors).toEqual([{ file, line: 2, reason: expect.stringContaining("'time'") }]);
    expect(result.manifest?.documents.imported).toBe(2);
    const after = (await getSeries(options)).points[0];
    expect(after?.values.mentions).toBeGreaterThan(before?.values.mentions ?? 0);
    expect(after?.buzz).toBeGreaterThan(before?.buzz ?? 0);
    expect(after?.values.sentiment).toBeLessThan(before?.values.sentiment ?? 1);
  }, 60_000);
});

describe('the data CLI', () => {
  const cli = (args: string[], dir: string) =>
    run('npx', ['tsx', 'src/cli.ts', ...args], { cwd: PACKAGE_DIR, env: { ...process.env, DATA_DIR: dir } }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );

  it('stops impossible builds with a clear message before writing anything', async () => {
    const dir = join(root, 'untouched');
    const cases: [string[], string][] = [
      [['build', '--scale', 'huge'], "unknown scale 'huge'"],
      [['build', '--scale', 'tiny', '--from', '2025-03-01', '--to', '2025-02-01'], 'is after --to'],
      [['build', '--scale', 'tiny', '--to', '2025-02-30'], "--to '2025-02-30' is not a date"],
      [['build', '--scale', 'tiny', '--workers', 'many'], '--workers'],
      [['launch'], "unknown command 'launch'"],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await cli(args, dir);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain(message);
    }
    expect(existsSync(dir)).toBe(false);
  }, 60_000);
});
