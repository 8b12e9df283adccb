import { describe, expect, it } from 'vitest';
import './register-line-chart';
import { chartOption } from '../analytics/charts/chart-option';
import { renderChartSvg, SNAPSHOT_LOOK } from './render-svg';

const day = (n: number) => Date.parse(`2026-01-${String(n).padStart(2, '0')}T00:00:00Z`);

describe('renderChartSvg', () => {
  it('draws a chart option as a scalable SVG with one path per series', () => {
    const option = chartOption(
      [
        {
          key: 'A|S',
          label: 'Alpha · Sentiment',
          unit: 'bipolar',
          unitName: 'Score (−1 to 1)',
          color: '#2563eb',
          points: [1, 2, 3, 4].map((n) => [day(n), n / 10]),
        },
        {
          key: 'A|buzz',
          label: 'Alpha · Buzz',
          unit: 'count',
          unitName: 'Buzz',
          color: '#dc2626',
          points: [1, 2, 3, 4].map((n) => [day(n), n * 100]),
        },
      ],
      { start: null, end: null },
      SNAPSHOT_LOOK,
    );
    const svg = renderChartSvg(option, { width: 600, height: 300 });
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 600 300"/);
    // Each series' line in its own colour, and both axis titles.
    expect(svg).toContain('stroke="#2563eb"');
    expect(svg).toContain('stroke="#dc2626"');
    expect(svg).toContain('Score (−1 to 1)');
    expect(svg).toContain('>Buzz<');
  });

  it('escapes text taken from data, so a name cannot inject markup into the page', () => {
    const option = chartOption(
      [
        {
          key: 'X|S',
          label: 'x',
          unit: 'price:X',
          unitName: 'Price <img src=x onerror=alert(1)>',
          color: '#2563eb',
          points: [[day(1), 1]],
        },
      ],
      { start: null, end: null },
    );
    const svg = renderChartSvg(option, { width: 400, height: 200 });
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
