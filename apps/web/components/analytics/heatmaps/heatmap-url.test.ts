import { HEATMAP_DEFAULT_MAXNUM } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { readHeatmapView } from './heatmap-url';

const read = (query: string, group = { Group: 'equ_top500', Class: 'equ' }) => {
  const params = new URLSearchParams(query);
  return readHeatmapView((key) => params.get(key), group);
};

describe('readHeatmapView', () => {
  it('asks for buzz-sized tiles coloured by the class default, maxnum 50, when the link names nothing', () => {
    const view = read('');
    expect(view.query).toEqual({
      group: 'equ_top500',
      varsize: 'buzz',
      varcolor: 'sentiment',
      maxnum: HEATMAP_DEFAULT_MAXNUM,
      buzz: undefined,
      start: undefined,
      end: undefined,
      sector: undefined,
      exchangeCountry: undefined,
    });
    expect(view.view).toBe('chart');
    expect(view.inputError).toBeNull();
  });

  it("colours an ESG group by its own class's default (ESG Core: ESG) and ignores company filters for countries", () => {
    expect(read('', { Group: 'equcor_top100', Class: 'equcor' }).query.varcolor).toBe('ESG');
    const countries = read('sector=Technology&exchange_country=US', { Group: 'cou', Class: 'cou' });
    expect(countries.query.sector).toBeUndefined();
    expect(countries.query.exchangeCountry).toBeUndefined();
  });

  it('keeps the filters of a link and says what is wrong with a bad value, asking for the default instead', () => {
    const view = read('varcolor=fear&sector=Technology&maxnum=500&buzz=2&end=2026-11-20&view=table');
    expect(view.query).toMatchObject({
      varcolor: 'fear',
      sector: 'Technology',
      maxnum: 500,
      buzz: 2,
      end: '2026-11-20',
    });
    expect(view.view).toBe('table');
    const bad = read('maxnum=0');
    expect(bad.inputError).toMatch(/maxnum/);
    expect(bad.query.maxnum).toBe(HEATMAP_DEFAULT_MAXNUM);
    expect(read('end=2026-02-31').inputError).toMatch(/calendar days/);
  });
});
