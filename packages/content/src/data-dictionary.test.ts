import { ASSET_CLASSES, classesOfProduct, INDICATORS, sourceVariantCodes } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_DATASETS, escapeCell, rangeText } from './data-dictionary';
import { loadContent } from './load-content';
import { searchDocs } from './search-docs';

const content = loadContent();

function page(area: string, path: string) {
  const found = content.docs.get(area)?.byPath.get(path);
  if (!found) throw new Error(`no page ${area}/${path}`);
  return found;
}

/** The table rows of a rendered page, as the text of their cells. */
function rows(html: string): string[][] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

describe('the generated data dictionary', () => {
  it('lists every catalogue indicator once, on the page of its product, with every field', () => {
    for (const [area, datasets] of Object.entries(DICTIONARY_DATASETS)) {
      const cells = rows(page(area, 'guide/data-dictionary').html).filter((row) => row.length === 7);
      const expected = INDICATORS.filter((indicator) => datasets.includes(indicator.dataset));
      expect(
        cells.map((row) => row[0]),
        area,
      ).toEqual(expected.map((indicator) => indicator.code));
      expected.forEach((indicator, i) => {
        const [, name, description, polarity, range, classes, variants] = cells[i] ?? [];
        expect(name, indicator.code).toBe(indicator.name);
        expect(description, indicator.code).toContain(indicator.description);
        expect(polarity, indicator.code).toBe(indicator.polarity === 1 ? '+1' : '−1');
        expect(range, indicator.code).toBe(`${indicator.rangeKind}, ${rangeText(indicator.rangeKind)}`);
        expect(classes?.split(' '), indicator.code).toEqual(indicator.groups.split('/'));
        const codes = sourceVariantCodes(indicator);
        expect(variants, indicator.code).toBe(codes.length ? codes.join(' ') : 'none');
      });
    }
    // Between them, the two pages cover the whole catalogue.
    const documented = Object.values(DICTIONARY_DATASETS).flat();
    expect(INDICATORS.every((indicator) => documented.includes(indicator.dataset))).toBe(true);
  });

  it('is found by the docs search by indicator name, code and long code', () => {
    const ma4 = content.docs.get('ma4')?.pages ?? [];
    for (const query of ['Overvalued vs Undervalued', 'overvaluedVsUndervalued', 'mp_soc_cyberCrime', 'carryTrade']) {
      const found = searchDocs({ pages: ma4, query }).map((result) => result.page.path);
      expect(found, query).toContain('guide/data-dictionary');
    }
    const esg4 = content.docs.get('esg4')?.pages ?? [];
    for (const query of ['Carbon Emissions Controversy', 'ESGControversies', 'childLabor']) {
      const found = searchDocs({ pages: esg4, query }).map((result) => result.page.path);
      expect(found, query).toContain('guide/data-dictionary');
    }
    // ma4 documents the rma catalogue only: an ESG Core rank is not on its dictionary.
    const coreOnly = searchDocs({ pages: ma4, query: 'EnvironmentalPillar' }).map((result) => result.page.path);
    expect(coreOnly).not.toContain('guide/data-dictionary');
  });

  it('keeps a description text even when it holds Markdown characters', () => {
    expect(escapeCell('a | b *c* _d_ [e]')).toBe('a \\| b \\*c\\* \\_d\\_ \\[e\\]');
    expect(rangeText('bipolar')).toBe('−1 to 1');
    expect(rangeText('count')).toBe('0 and up');
    expect(rangeText('rank')).toBe('1 to 100');
  });
});

describe('the generated asset classes page', () => {
  it('lists every class of the product with its dataset and file code', () => {
    for (const [area, product] of [
      ['ma4', 'rma'],
      ['esg4', 'esg'],
    ] as const) {
      const cells = rows(page(area, 'guide/asset-classes').html).filter((row) => row.length === 7);
      const classes = classesOfProduct(product);
      expect(
        cells.map((row) => row[0]),
        area,
      ).toEqual(classes.map((assetClass) => assetClass.code));
      for (const assetClass of classes) {
        const row = cells.find((cell) => cell[0] === assetClass.code);
        expect(row?.slice(1, 4), assetClass.code).toEqual([assetClass.name, assetClass.dataset, assetClass.fileCode]);
      }
    }
    expect(ASSET_CLASSES.length).toBe(classesOfProduct('rma').length + classesOfProduct('esg').length);
  });
});
