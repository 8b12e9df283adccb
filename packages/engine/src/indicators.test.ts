import { getIndicator } from '@moodwire/domain';
import { describe, expect, it } from 'vitest';
import { INDICATORS } from './indicators';

describe('indicator codes', () => {
  it('spells every engine indicator as the domain catalogue does (esgBuzz is the ESG package buzz)', () => {
    const unknown = INDICATORS.map((i) => i.code).filter((code) => code !== 'esgBuzz' && !getIndicator(code));
    expect(unknown).toEqual([]);
  });
});
