import { describe, expect, it } from 'vitest';
import { buildColorScale } from './color-scale';
import { heatmapOption, heatmapTilesOf } from './heatmap-option';

describe('heatmapTilesOf', () => {
  it('labels tiles with the display symbol, formats their values and leaves out tiles without a size', () => {
    const tiles = heatmapTilesOf(
      [
        { asset: '1', name: 'Alpha', size: 120.04, color: 0.25 },
        { asset: '2', name: 'Beta', size: null, color: 0.1 },
        { asset: '3', name: 'Gamma', size: 3, color: null },
      ],
      new Map([['1', 'ALP.N']]),
      { size: 'count', color: 'bipolar', isChange: true },
    );
    expect(tiles.map((tile) => [tile.symbol, tile.sizeText, tile.colorText])).toEqual([
      ['ALP.N', '120.0', '+0.250'],
      ['3', '3.0', 'NA'],
    ]);
  });
});

describe('heatmapOption', () => {
  it('colours each tile from the scale and keeps its asset for the click', () => {
    const tiles = heatmapTilesOf(
      [
        { asset: 'big', name: 'Big', size: 1000, color: 0.5 },
        { asset: 'small', name: 'Small', size: 1, color: -0.5 },
      ],
      new Map(),
      { size: 'count', color: 'bipolar', isChange: false },
    );
    const scale = buildColorScale({ values: [0.5, -0.5], rangeKind: 'bipolar', polarity: 1 });
    const option = heatmapOption({ tiles, scale, sizeLabel: 'Buzz', colorLabel: 'Sentiment' }) as {
      series: { data: { asset: string; name: string; itemStyle: { color: string } }[] }[];
    };
    const [big, small] = option.series[0]?.data ?? [];
    expect([big?.asset, big?.name, small?.asset]).toEqual(['big', 'big', 'small']);
    // Good news green, bad news red (polarity 1).
    expect(big?.itemStyle.color).toBe('#16a34a');
    expect(small?.itemStyle.color).toBe('#dc2626');
  });
});
