import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCsv } from './import-csv';
import { importFeed } from './import-feed';
import { importFile } from './import-file';
import { importJsonl } from './import-jsonl';

const NOW = Date.parse('2025-01-01T00:00:00Z');

describe('JSONL importer', () => {
  it('imports valid lines and rejects bad ones with file, line and reason, then keeps going', () => {
    const content = [
      '{"id":"a1","time":"2024-05-01T10:00:00Z","title":"Apple shares surge","body":"Apple rallied.","url":"https://example.com/a"}',
      '',
      '{"time":"2024-05-01T11:00:00Z", "body": broken',
      '{"time":"not a date","body":"x"}',
      '{"time":"2024-05-01T12:00:00Z"}',
      '{"time":"2024-05-01T12:00:00Z","body":"ok","sourceType":"blog"}',
      '[1,2]',
      '{"time":"2024-05-02T08:30:00+02:00","body":"Tesla layoffs","sourceType":"social","language":"EN"}',
    ].join('\n');
    const result = importJsonl('feed.jsonl', content, NOW);
    expect(result.read).toBe(7);
    expect(result.documents.map((d) => d.id)).toHaveLength(2);
    expect(result.documents[0]).toMatchObject({
      id: 'a1',
      sourceType: 'news',
      language: 'en',
      time: '2024-05-01T10:00:00.000Z',
    });
    expect(result.documents[1]).toMatchObject({
      sourceType: 'social',
      language: 'en',
      time: '2024-05-02T06:30:00.000Z',
    });
    expect(result.errors.map((e) => [e.file, e.line])).toEqual([
      ['feed.jsonl', 3],
      ['feed.jsonl', 4],
      ['feed.jsonl', 5],
      ['feed.jsonl', 6],
      ['feed.jsonl', 7],
    ]);
    expect(result.errors.map((e) => e.reason)).toEqual([
      expect.stringMatching(/not valid JSON/),
      expect.stringMatching(/'time' is not a date/),
      "needs a 'title' or a 'body'",
      "'sourceType' must be news or social, not 'blog'",
      'not a JSON object',
    ]);
  });

  it('gives a document without an id the same derived id every time', () => {
    const line = '{"time":"2024-05-01T10:00:00Z","body":"Gold prices climb"}';
    expect(importJsonl('f', line, NOW).documents[0]?.id).toBe(importJsonl('g', line, NOW).documents[0]?.id);
  });

  it('rejects dates in the future and before 1998', () => {
    const result = importJsonl(
      'f',
      '{"time":"2030-01-01T00:00:00Z","body":"x"}\n{"time":"1990-01-01","body":"x"}',
      NOW,
    );
    expect(result.errors.map((e) => e.reason)).toEqual([
      expect.stringMatching(/in the future/),
      expect.stringMatching(/before 1998/),
    ]);
  });

  it('refuses ids that cannot be asked for in a comma-separated list, and the simulated corpus ids', () => {
    const line = (id: string) => JSON.stringify({ id, time: '2024-05-01T10:00:00Z', body: 'Gold prices climb' });
    const content = [line('a,b'), line('two words'), line('x'.repeat(201)), line('gen-2024-05-01-1'), line('ok-1')];
    const result = importJsonl('f', content.join('\n'), NOW);
    expect(result.documents.map((d) => d.id)).toEqual(['ok-1']);
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [1, expect.stringMatching(/without spaces or commas/)],
      [2, expect.stringMatching(/without spaces or commas/)],
      [3, expect.stringMatching(/1 to 200 characters/)],
      [4, "'id' may not start with 'gen-' (the simulated corpus's ids)"],
    ]);
  });
});

describe('CSV importer', () => {
  it('reads quoted fields with commas, quotes and line breaks, and reports the starting line of bad records', () => {
    const content = [
      'id,time,title,body,url',
      'c1,2024-05-01T10:00:00Z,"Fed, rates","He said ""hold"".\nSecond line.",https://example.com/1',
      'c2,2024-05-01T11:00:00Z,Short row',
      'c3,2024-05-01T12:00:00Z,Bad url,Body,ftp://example.com',
      'c4,2024-05-01T13:00:00Z,Fine,Body,',
    ].join('\n');
    const result = importCsv('news.csv', content, NOW);
    expect(result.documents.map((d) => d.id)).toEqual(['c1', 'c4']);
    expect(result.documents[0]?.title).toBe('Fed, rates');
    expect(result.documents[0]?.body).toBe('He said "hold".\nSecond line.');
    expect(result.errors).toEqual([
      { file: 'news.csv', line: 4, reason: 'has 3 fields, the header has 5' },
      { file: 'news.csv', line: 5, reason: "'url' is not an http(s) URL: 'ftp://example.com'" },
    ]);
    expect(result.read).toBe(4);
  });

  it('refuses a file whose header names no time column', () => {
    const result = importCsv('x.csv', 'a,b\n1,2\n', NOW);
    expect(result.documents).toHaveLength(0);
    expect(result.errors[0]?.reason).toMatch(/header must name 'time'/);
  });
});

describe('RSS and Atom importer', () => {
  it('imports RSS items with CDATA and escaped HTML, and rejects an item without a date', () => {
    const rss = `<?xml version="1.0"?>
<rss version="2.0"><channel><title>Market Wire</title>
<item><title>Oil &amp; gas rally</title><link>https://example.com/oil</link>
<description><![CDATA[<p>Brent <b>jumps</b> 5%</p>]]></description>
<pubDate>Wed, 01 May 2024 10:00:00 GMT</pubDate><guid>oil-1</guid></item>
<item><title>No date here</title><description>Text</description></item>
</channel></rss>`;
    const result = importFeed('wire.rss', rss, NOW);
    expect(result.read).toBe(2);
    expect(result.documents).toHaveLength(1);
    expect(result.documents[0]).toMatchObject({
      id: 'oil-1',
      title: 'Oil & gas rally',
      body: 'Brent jumps 5%',
      url: 'https://example.com/oil',
      outlet: 'Market Wire',
      time: '2024-05-01T10:00:00.000Z',
    });
    expect(result.errors).toEqual([{ file: 'wire.rss', line: 6, reason: "missing 'time'" }]);
  });

  it('imports Atom entries with their alternate link', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title>
<entry><id>urn:1</id><title>Nvidia beats</title><link rel="alternate" href="https://example.com/n"/>
<updated>2024-05-01T10:00:00Z</updated><summary type="html">&lt;p&gt;Record revenue&lt;/p&gt;</summary></entry>
</feed>`;
    const result = importFeed('blog.atom', atom, NOW);
    expect(result.errors).toEqual([]);
    expect(result.documents[0]).toMatchObject({ id: 'urn:1', body: 'Record revenue', url: 'https://example.com/n' });
  });

  it('says so when a file is not a feed at all', () => {
    expect(importFeed('x.xml', '<html><body>hi</body></html>', NOW).errors[0]?.reason).toBe(
      'neither an RSS nor an Atom feed',
    );
  });
});

describe('importFile', () => {
  it('reads files by extension and reports unreadable or unknown files as errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mw-import-'));
    const file = join(dir, 'docs.jsonl');
    await writeFile(file, '{"time":"2024-05-01T10:00:00Z","body":"Gold climbs"}\n');
    expect((await importFile(file, NOW)).documents).toHaveLength(1);
    expect((await importFile(join(dir, 'missing.csv'), NOW)).errors[0]?.reason).toMatch(/cannot read/);
    expect((await importFile(join(dir, 'doc.pdf'), NOW)).errors[0]?.reason).toMatch(/unknown file type/);
  });
});
