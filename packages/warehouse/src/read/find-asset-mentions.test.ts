import type { UniverseAsset } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { buildUniverse } from '../universe/build-universe';
import { findAssetMentions, MAX_MATCH_TEXT } from './find-asset-mentions';

describe('findAssetMentions', () => {
  const universe = buildUniverse({ scale: 'tiny', seed: 'moodwire' }).assets;

  it('finds the universe’s assets in a text with UTF-16 offsets, as the build reads documents', () => {
    const text = 'The euro fell while gold rose; in Germany $BTC holders were calm.';
    const mentions = findAssetMentions({ universe, text });
    const found = mentions.map((m) => [m.assetClass, m.assetId, text.slice(m.start, m.end)]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['cur', 'EUR', 'euro'],
        ['enm', 'GOLD', 'gold'],
        ['cou', 'DE', 'Germany'],
        ['crypto', 'BTC', '$BTC'],
      ]),
    );
    // In text order.
    expect(mentions.map((m) => m.start)).toEqual([...mentions.map((m) => m.start)].sort((a, b) => a - b));
  });

  it('keeps the capitals of proper names: a lower-case name is a word, not the asset', () => {
    const germany = universe.find((asset) => asset.id === 'DE' && asset.class === 'cou');
    expect(germany).toBeDefined();
    expect(findAssetMentions({ universe, text: 'germany' })).toEqual([]);
  });

  it('reads plain universe assets (without name lists) by their name', () => {
    const plain: UniverseAsset[] = [{ id: 'ZZ1', name: 'Zebra Quantum Works', class: 'equ' }];
    const [mention] = findAssetMentions({ universe: plain, text: 'Shares of Zebra Quantum Works jumped.' });
    expect(mention).toMatchObject({ assetId: 'ZZ1', start: 10, end: 29 });
  });

  it('refuses a text longer than the limit', () => {
    expect(() => findAssetMentions({ universe, text: 'a'.repeat(MAX_MATCH_TEXT + 1) })).toThrow(
      `text must be at most ${MAX_MATCH_TEXT} characters`,
    );
  });
});
