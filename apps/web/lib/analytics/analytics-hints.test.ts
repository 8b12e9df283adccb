import { describe, expect, it } from 'vitest';
import { readAnalyticsHints, writeAnalyticsHints } from './analytics-hints';
import type { LakeInfo } from './use-lake-info';
import type { AnalyticsGroup } from './use-presets';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const lake = { from: '2023-11-26', to: '2026-11-24', hourlyFrom: '2026-08-27' } as LakeInfo;
const group = {
  Group: 'equ_top100',
  Name: 'Top 100 by Buzz',
  Class: 'equ',
  Dataset: 'rma',
  Count: 100,
  Featured: '4316353648',
  product: 'rma',
} as unknown as AnalyticsGroup;

describe('analytics hints', () => {
  it("keeps only what a prefetch needs of the account's groups, with the lake's days", () => {
    const storage = memoryStorage();
    writeAnalyticsHints(storage, 'demo-admin', [group], lake);
    expect(readAnalyticsHints(storage, 'demo-admin')).toEqual({
      username: 'demo-admin',
      groups: [{ Group: 'equ_top100', Class: 'equ', Featured: '4316353648', product: 'rma' }],
      lake,
    });
  });

  it("never gives one account another's hints, and reads a broken value as none", () => {
    const storage = memoryStorage();
    writeAnalyticsHints(storage, 'demo-admin', [group], lake);
    expect(readAnalyticsHints(storage, 'demo-manual')).toBeNull();
    storage.setItem('analytics-hints', '{broken');
    expect(readAnalyticsHints(storage, 'demo-admin')).toBeNull();
  });
});
