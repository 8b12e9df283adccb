'use client';

import {
  SEARCH_LIST_HEIGHT_OFFSET,
  SEARCH_LIST_MAX_HEIGHT_RATIO,
  SEARCH_NARROW_MAX_WIDTH,
  SEARCH_ROW_HEIGHT,
  SEARCH_ROW_HEIGHT_NARROW,
} from '@moodwire/domain';
import { useEffect, useState } from 'react';

export interface SearchLayout {
  rowHeight: number;
  listMaxHeight: number;
}

/** spec §9: row height 42 px (43 at width 768 or less); list max height 80% of the window minus 45 px. */
export function getSearchLayout(width: number, height: number): SearchLayout {
  return {
    rowHeight: width <= SEARCH_NARROW_MAX_WIDTH ? SEARCH_ROW_HEIGHT_NARROW : SEARCH_ROW_HEIGHT,
    listMaxHeight: Math.max(0, Math.floor(height * SEARCH_LIST_MAX_HEIGHT_RATIO - SEARCH_LIST_HEIGHT_OFFSET)),
  };
}

/** The layout for the current window, following resizes. */
export function useSearchLayout(): SearchLayout {
  const [layout, setLayout] = useState<SearchLayout>(() =>
    typeof window === 'undefined' ? getSearchLayout(1024, 768) : getSearchLayout(window.innerWidth, window.innerHeight),
  );
  useEffect(() => {
    const update = () => setLayout(getSearchLayout(window.innerWidth, window.innerHeight));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return layout;
}
