import { describe, expect, it } from 'vitest';
import { getIndicator } from './indicators';
import { isPulseClass, PULSE_GENERAL_TOPIC, PULSE_TOPIC_INDICATORS, PULSE_TOPICS } from './pulse';

describe('pulse events table', () => {
  it('names every topic by indicators of the catalogue (a misspelt code would never name an event)', () => {
    const unknown = PULSE_TOPIC_INDICATORS.flatMap(([, codes]) => codes).filter((code) => !getIndicator(code));
    expect(unknown).toEqual([]);
  });

  it('offers every topic an event may carry, General included, once each', () => {
    expect(PULSE_TOPICS).toContain(PULSE_GENERAL_TOPIC);
    expect(new Set(PULSE_TOPICS).size).toBe(PULSE_TOPIC_INDICATORS.length + 1);
  });

  it('knows the classes with events, and no other', () => {
    expect(isPulseClass('equ')).toBe(true);
    expect(isPulseClass('equcor')).toBe(false);
    expect(isPulseClass(null)).toBe(false);
  });
});
