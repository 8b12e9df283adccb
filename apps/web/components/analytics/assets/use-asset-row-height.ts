'use client';

import { SEARCH_NARROW_MAX_WIDTH, SEARCH_ROW_HEIGHT, SEARCH_ROW_HEIGHT_NARROW } from '@moodwire/domain';
import { useEffect, useState } from 'react';

/** spec §9 'Row height 42 px (43 at width 768 or less)', following the window's width. */
export function useAssetRowHeight(): number {
  const [isNarrow, setIsNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SEARCH_NARROW_MAX_WIDTH}px)`);
    const update = () => setIsNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return isNarrow ? SEARCH_ROW_HEIGHT_NARROW : SEARCH_ROW_HEIGHT;
}
