import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDocsChartSpec, pickAsset } from './docs-chart-spec';

/** The docs of packages/content, read as files: the web app reads the content only through the API. */
const DOCS_DIR = fileURLToPath(new URL('../../../../packages/content/src/content/docs/', import.meta.url));

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listMarkdown(path) : entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Every ```chart block of the docs with its file. */
const CHART_BLOCKS = listMarkdown(DOCS_DIR).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/^```chart[ \t]*\n([\s\S]*?)^```/gm)].map((match) => ({
    file: file.slice(DOCS_DIR.length),
    json: match[1] ?? '',
  })),
);

describe('parseDocsChartSpec', () => {
  it('applies the defaults: the screens’ default source, 365 days, daily', () => {
    expect(parseDocsChartSpec('{"title":" T ","assets":["AAPL"],"class":"equ","indicator":"sentiment"}')).toEqual({
      ok: true,
      spec: {
        title: 'T',
        assets: ['AAPL'],
        assetClass: 'equ',
        indicator: 'sentiment',
        source: 'News_Social',
        days: 365,
        frequency: 'daily',
      },
    });
  });

  it('reads a source by its code', () => {
    const parsed = parseDocsChartSpec(
      '{"title":"T","assets":["AAPL"],"class":"equ","indicator":"buzz","source":"nws"}',
    );
    expect(parsed.ok && parsed.spec.source).toBe('News');
  });

  it.each([
    ['{', /valid JSON/],
    ['{"title":"T","assets":["AAPL"],"class":"nope","indicator":"buzz"}', /'class'/],
    ['{"title":"T","assets":["AAPL"],"class":"equ","indicator":"noSuchIndicator"}', /'indicator'/],
    ['{"title":"T","assets":["AAPL"],"class":"equ","indicator":"buzz","source":"Radio"}', /'source'/],
    ['{"title":"T","assets":["AAPL"],"class":"equ","indicator":"buzz","days":1.5}', /'days'/],
    ['{"title":"T","assets":[],"class":"equ","indicator":"buzz"}', /'assets'/],
  ])('refuses %s', (json, reason) => {
    const parsed = parseDocsChartSpec(json);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.error).toMatch(reason);
  });
});

describe('the charts of the docs', () => {
  it('finds the research notes’ charts', () => {
    expect(CHART_BLOCKS.length).toBeGreaterThan(0);
  });

  it.each(CHART_BLOCKS.map((block) => [block.file, block.json]))(
    '%s: names a class, an indicator of it and a source of the catalogue',
    (_file, json) => {
      const parsed = parseDocsChartSpec(json);
      expect(parsed.ok ? null : parsed.error).toBeNull();
    },
  );
});

describe('pickAsset', () => {
  const records = [
    { asset: '4295905573', name: 'Apple Inc', symbol: 'AAPL.O' },
    { asset: 'AAPLX', name: 'Apple Hospitality', symbol: 'APLE.N' },
    { asset: 'BTC', name: 'Bitcoin', symbol: 'BTC' },
  ];

  it('finds an asset by its code, its display symbol or its ticker, in that order', () => {
    expect(pickAsset(records, '4295905573')?.name).toBe('Apple Inc');
    expect(pickAsset(records, 'aapl.o')?.name).toBe('Apple Inc');
    expect(pickAsset(records, 'AAPL')?.name).toBe('Apple Inc');
    expect(pickAsset(records, 'AAPLX')?.name).toBe('Apple Hospitality');
    expect(pickAsset(records, 'btc')?.name).toBe('Bitcoin');
  });

  it('finds nothing for a name it only contains', () => {
    expect(pickAsset(records, 'Apple')).toBeNull();
  });
});
