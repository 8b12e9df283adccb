import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline-path';

describe('sparklinePath', () => {
  it('scales the values into the box, highest at the top, and marks the last point', () => {
    expect(sparklinePath([0, 10, 5], 104, 24)).toEqual({ path: 'M2 22L52 2L102 12', last: { x: 102, y: 12 } });
  });

  it('breaks the line at a gap and draws nothing without values', () => {
    expect(sparklinePath([1, null, 3], 104, 24).path).toBe('M2 22M102 2');
    expect(sparklinePath([1, null, 3], 104, 24, true).path).toBe('M2 22L102 2');
    expect(sparklinePath([null, null], 104, 24)).toEqual({ path: '', last: null });
    expect(sparklinePath([4, 4], 104, 24).path).toBe('M2 12L102 12');
  });
});
