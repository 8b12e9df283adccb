import { describe, expect, it } from 'vitest';
import { buildPullSamples, PULL_KEY_PLACEHOLDER } from './pull-code-samples';

const input = {
  baseUrl: 'https://example.com/x',
  path: '/rma/v4/data/equ/dai',
  query: [
    ['assets', '111,222'],
    ['start_date', '2026-10-01'],
    ['format', 'csv'],
  ] as [string, string][],
  format: 'csv' as const,
  fileName: 'pull.csv',
};

describe('the code samples of a pull', () => {
  it('give the same URL in every language, with the key masked', () => {
    const samples = buildPullSamples(input);
    expect(samples.url).toBe(
      `https://example.com/x/rma/v4/data/equ/dai?assets=111,222&start_date=2026-10-01&format=csv&apikey=${PULL_KEY_PLACEHOLDER}`,
    );
    expect(samples.curl).toContain(`'${samples.url}'`);
    expect(samples.python).toContain('"assets": "111,222"');
    expect(samples.python).toContain('pd.read_csv');
    expect(samples.typescript).toContain('"apikey": "YOUR_API_KEY"');
    expect(buildPullSamples({ ...input, format: 'json' }).python).toContain('pd.DataFrame(response.json()["data"])');
  });
});
