import { describe, expect, it } from 'vitest';
import { getSearchLayout } from './use-search-layout';

describe('getSearchLayout', () => {
  it('uses 42 px rows above 768 px and 43 px rows at 768 px or less', () => {
    expect(getSearchLayout(1280, 800).rowHeight).toBe(42);
    expect(getSearchLayout(769, 800).rowHeight).toBe(42);
    expect(getSearchLayout(768, 800).rowHeight).toBe(43);
    expect(getSearchLayout(375, 667).rowHeight).toBe(43);
  });

  it('caps the list at 80% of the window height minus 45 px', () => {
    expect(getSearchLayout(1280, 1000).listMaxHeight).toBe(755);
    expect(getSearchLayout(375, 667).listMaxHeight).toBe(488);
    expect(getSearchLayout(375, 40).listMaxHeight).toBe(0);
  });
});
