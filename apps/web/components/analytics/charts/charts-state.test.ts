import { getIndicator, listIndicators } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import type { ChartUrlState } from '@/lib/analytics/chart-url-state';
import {
  frequencyPatch,
  indicatorName,
  listIndicatorChoices,
  removeAssetPatch,
  removeIndicatorPatch,
  SMOOTHING_CHOICES,
  smoothingChoices,
} from './charts-state';

const STATE: ChartUrlState = {
  assets: ['A', 'B'],
  indicators: ['sentiment', 'buzz'],
  source: 'News_Social',
  frequency: 'daily',
  window: 1,
  range: '1Y',
  start: '2024-01-01',
  end: '2024-02-01',
  hidden: ['A|sentiment', 'A|buzz', 'B|sentiment', 'B|buzz'],
};

describe('indicatorName', () => {
  it('names a special series, an indicator, and an indicator with its source', () => {
    expect(indicatorName('Return')).toBe('Price Change');
    expect(indicatorName('sentiment')).toBe(getIndicator('sentiment')?.name);
    expect(indicatorName('mp_nws_sentiment')).toBe(`${getIndicator('sentiment')?.name} (News)`);
  });

  it('shows an unknown code as it is', () => {
    expect(indicatorName('no-such-indicator')).toBe('no-such-indicator');
  });
});

describe('listIndicatorChoices', () => {
  it("offers the group's class first and leaves out the chosen indicators", () => {
    const groups = listIndicatorChoices({ groupClass: 'equ', assetClasses: ['equ'], chosen: ['sentiment'] });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.codes).not.toContain('sentiment');
    expect(groups[0]?.codes.length).toBe(listIndicators({ assetClass: 'equ' }).length - 1);
  });

  it('follows an ESG class with its base class as "(sentiment)", each code offered once', () => {
    const groups = listIndicatorChoices({ groupClass: 'equcor', assetClasses: ['equ'], chosen: [] });
    expect(groups.map((group) => group.label)).toEqual(['Companies (ESG Core)', 'Companies (sentiment)']);
    const codes = groups.flatMap((group) => group.codes);
    expect(new Set(codes).size).toBe(codes.length);
    // The plain equ class adds nothing the "(sentiment)" group did not already offer, so no third group.
    expect(groups).toHaveLength(2);
  });
});

describe('URL patches', () => {
  it('resets the dates on a frequency switch: a year of daily rows, all hourly rows', () => {
    expect(frequencyPatch('hourly')).toEqual({ frequency: 'hourly', range: 'All', start: null, end: null });
    expect(frequencyPatch('daily')).toEqual({ frequency: 'daily', range: '1Y', start: null, end: null });
  });

  it("forgets a removed asset's and a removed indicator's hidden series, and only theirs", () => {
    expect(removeAssetPatch(STATE, 'A')).toEqual({ assets: ['B'], hidden: ['B|sentiment', 'B|buzz'] });
    expect(removeIndicatorPatch(STATE, 'buzz')).toEqual({
      indicators: ['sentiment'],
      hidden: ['A|sentiment', 'B|sentiment'],
    });
  });

  it("offers the link's own smoothing window among the choices, in order", () => {
    expect(smoothingChoices(7)).toEqual(SMOOTHING_CHOICES);
    expect(smoothingChoices(10)).toEqual([1, 3, 5, 7, 10, 14, 30, 60, 90]);
  });
});
