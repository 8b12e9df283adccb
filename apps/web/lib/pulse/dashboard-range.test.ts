import { describe, expect, it } from 'vitest';
import { dashboardRequestRange, parseDashboardState, presetRange } from './dashboard-range';

const state = (query: string) => {
  const params = new URLSearchParams(query);
  return parseDashboardState((key) => params.get(key));
};

describe('pulse dashboard range', () => {
  it('sends the chosen days with the exclusive end the API wants', () => {
    expect(dashboardRequestRange(state('class=cou&from=2026-10-01&to=2026-10-31'))).toEqual({
      from: '2026-10-01',
      endDate: '2026-11-01',
    });
    expect(state('class=cou').assetClass).toBe('cou');
  });

  it('uses the default range and says why when the URL range cannot be sent', () => {
    const long = state('from=2020-01-01&to=2026-01-01');
    expect(long.problem).toMatch(/more than 731 days/);
    expect(dashboardRequestRange(long)).toEqual({ from: null, endDate: null });
    expect(state('from=2026-01-01').problem).toMatch(/both From and To/);
    expect(dashboardRequestRange(state(''))).toEqual({ from: null, endDate: null });
  });

  it('makes a preset end on the lake’s last day, both days included', () => {
    expect(presetRange('2026-11-25', 30)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});
