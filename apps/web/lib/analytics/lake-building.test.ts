import { describe, expect, it } from 'vitest';
import { BUILDING_POLL_MS, buildingMessage, type LakeBuilding, lakeInfoPollInterval } from './lake-building';

const BUILDING: LakeBuilding = { scale: 'demo', phase: 'scoring', percent: 17, startedAt: '2026-11-26T02:31:09.412Z' };

describe('the lake while a new build runs', () => {
  it('says how far the full demo data is, and names another scale as it is', () => {
    expect(buildingMessage(BUILDING)).toBe('Full demo data is being built: scoring 17%');
    expect(buildingMessage({ ...BUILDING, scale: 'full', phase: 'derived', percent: 80 })).toBe(
      'A new full lake is being built: derived 80%',
    );
  });

  it('is polled every few seconds only while a build runs', () => {
    expect(lakeInfoPollInterval({ building: BUILDING })).toBe(BUILDING_POLL_MS);
    expect(BUILDING_POLL_MS).toBeLessThanOrEqual(5_000);
    expect(lakeInfoPollInterval({})).toBe(false);
    expect(lakeInfoPollInterval(undefined)).toBe(false);
  });
});
