/**
 * The data vendor's Python helper against the SFTP server (issue 17): its read sequence (paramiko Transport with
 * an RSA key, listdir_attr of monthly, daily and the missing minutely bucket, files chosen by the period in field
 * 4, read with pandas), reimplemented in support/sftp_vendor_client.py, over a range of days that takes both a
 * monthly archive and daily files. Runs with Debian's python3-paramiko and python3-pandas; skipped without them.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDays, SFTP_PREFIX } from '@moodwire/domain';
import type { SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SftpServer, startSftpServer } from '../src/sftp/sftp-server';
import {
  connectSftpClient,
  createSftpLakeApp,
  DEMO_SSH_KEY_PATH,
  downloadFile,
  openSftp,
  readDirectory,
  type SftpLakeApp,
} from './helpers/sftp-client';

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'support', 'sftp_vendor_client.py');
const probe = spawnSync(PYTHON, ['-c', 'import paramiko, pandas'], { encoding: 'utf8' });
const pythonMissing =
  probe.status === 0 ? null : `${PYTHON} cannot import paramiko and pandas: ${probe.error?.message ?? probe.stderr}`;
if (pythonMissing) console.warn(`[sftp vendor client] skipped: ${pythonMissing}`);

const sharedDataDir = inject('tinyLakeDir');
const COMPANY_COLUMNS = [
  'id',
  'assetCode',
  'ticker',
  'windowTimestamp',
  'dataType',
  'systemVersion',
  'mentions',
  'buzz',
  'sentiment',
];

interface VendorDataset {
  class: string;
  frequency: string;
  files: Array<{ bucket: string; name: string; size: number; rows: number }>;
  missing_buckets: string[];
  rows_read: number;
  rows: number;
  columns: string[];
  first_id: string | null;
  date_min: string | null;
  date_max: string | null;
}

/** A bucket's files: name, size and the period field 4 gives, as days. */
async function bucketOf(sftp: SFTPWrapper, directory: string) {
  return (await readDirectory(sftp, directory)).map((entry) => {
    const field = entry.filename.split('.')[4] as string;
    const first = field.length === 8 ? `${field.slice(0, 4)}-${field.slice(4, 6)}-${field.slice(6)}` : `${field}-01`;
    const last = field.length === 8 ? first : addDays(`${addDays(`${field}-28`, 4).slice(0, 7)}-01`, -1);
    return { name: entry.filename, size: entry.attrs.size, first, last, path: `${directory}/${entry.filename}` };
  });
}

/** Data lines of a bulk file (its header line aside); an archive's one entry is read by `unzip -p`. */
async function dataLinesOf(sftp: SFTPWrapper, path: string): Promise<number> {
  let bytes = await downloadFile(sftp, path);
  if (path.endsWith('.zip')) {
    const dir = await mkdtemp(join(tmpdir(), 'moodwire-vendor-zip-'));
    try {
      await writeFile(join(dir, 'archive.zip'), bytes);
      bytes = (await run('unzip', ['-p', join(dir, 'archive.zip')], { encoding: 'buffer', maxBuffer: 256 << 20 }))
        .stdout;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return (
    bytes
      .toString('utf8')
      .split('\n')
      .filter((line) => line.length > 0).length - 1
  );
}

describe.skipIf(pythonMissing !== null)(
  "the vendor's Python helper (needs /usr/bin/python3 with paramiko and pandas)",
  () => {
    let lakeApp: SftpLakeApp;
    let server: SftpServer;

    beforeAll(async () => {
      lakeApp = await createSftpLakeApp(sharedDataDir, 'sftp-vendor');
      server = await startSftpServer(lakeApp.app, { port: 0, host: '127.0.0.1', refusalDelayMs: 150 });
    }, 60_000);
    afterAll(async () => {
      await server?.close();
      await lakeApp?.close();
    });

    it('reads a monthly archive and the daily files of the range, with the columns and rows the files hold', async () => {
      const client = await connectSftpClient({
        port: server.port,
        username: 'demo-ssh',
        privateKey: await readFile(DEMO_SSH_KEY_PATH),
      });
      try {
        const sftp = await openSftp(client);
        const companies = `${SFTP_PREFIX}/CMPNY/WDAI_UDAI`;
        const monthly = await bucketOf(sftp, `${companies}/monthly`);
        const daily = await bucketOf(sftp, `${companies}/daily`);
        const lastDay = daily[daily.length - 1]?.last;
        const olderMonth = monthly[monthly.length - 1];
        if (!lastDay || !olderMonth) throw new Error('the tiny lake has no daily files or no monthly archive');
        // From the newest archived month to the last day: one archive, then every daily file.
        const start = olderMonth.first;
        const end = lastDay;
        expect(daily.slice(-3).every((file) => file.first >= start && file.last <= end)).toBe(true);
        const expected = [...monthly, ...daily].filter((file) => file.last >= start && file.first <= end);

        const { stdout } = await run(
          PYTHON,
          [SCRIPT, '127.0.0.1', String(server.port), 'demo-ssh', DEMO_SSH_KEY_PATH, SFTP_PREFIX, start, end],
          { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
        );
        const summary = JSON.parse(stdout) as { host_key_type: string; datasets: VendorDataset[] };
        expect(summary.host_key_type).toBe(server.hostKey.algorithm);
        const [companiesRead, esgCore] = summary.datasets;
        if (!companiesRead || !esgCore) throw new Error(`two datasets expected: ${stdout}`);

        expect(companiesRead.files.map((file) => file.name)).toEqual(expected.map((file) => file.name));
        expect(companiesRead.files.map((file) => file.bucket)).toContain('monthly');
        expect(companiesRead.files.map((file) => file.bucket)).toContain('daily');
        expect(companiesRead.missing_buckets).toEqual(['minutely']);
        let lines = 0;
        for (const file of expected) lines += await dataLinesOf(sftp, file.path);
        expect(companiesRead.rows_read).toBe(lines);
        // Every row read is of a day in the range: the helper keeps them all.
        expect(companiesRead.rows).toBe(companiesRead.rows_read);
        expect(companiesRead.columns.slice(0, COMPANY_COLUMNS.length)).toEqual(COMPANY_COLUMNS);
        expect(companiesRead.first_id).toBeTruthy();
        expect(companiesRead.date_min && companiesRead.date_min >= start).toBe(true);
        expect(companiesRead.date_min && companiesRead.date_min < (daily[0]?.first ?? '')).toBe(true);
        expect(companiesRead.date_max).toBe(end);

        // ESG Core under CMPNY_ESG_COR/W365_UDAI, read the same way.
        expect(esgCore.class).toBe('CMPNY_ESG_COR');
        expect(esgCore.missing_buckets).toEqual(['minutely']);
        expect(esgCore.files.length).toBeGreaterThan(0);
        expect(esgCore.rows).toBeGreaterThan(0);
        expect(esgCore.date_min && esgCore.date_min >= start).toBe(true);
        expect(esgCore.date_max && esgCore.date_max <= end).toBe(true);
      } finally {
        client.end();
      }
    }, 120_000);
  },
);
