'use client';

import { useEffect, useState } from 'react';

/**
 * A module loaded on demand (a chart and its ECharts parts), outside the route's first-load JavaScript.
 *
 * Why not next/dynamic (React.lazy): a lazy component suspends on its first render even when its module is
 * already loaded, and React then holds the revealed content back for up to 300 ms after the fallback showed
 * (its Suspense throttle), on every chart's first draw. Here a loaded module renders at once, and `load` can
 * start early (with the screen's data) so that it usually is loaded by the time the data arrives.
 */
export interface LazyModule<T> {
  /** Starts loading (once; a failed load is tried again on the next call). */
  load: () => Promise<T>;
  /** The module when it has loaded. */
  peek: () => T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => loaded,
  };
}

/** The module once loaded (starting the load if needed), or the error of a failed load. */
export function useLazyModule<T>(lazy: LazyModule<T>): { module: T | undefined; error: unknown } {
  const [state, setState] = useState<{ module: T | undefined; error: unknown }>(() => ({
    module: lazy.peek(),
    error: null,
  }));
  useEffect(() => {
    if (state.module !== undefined) return;
    let isLive = true;
    lazy.load().then(
      (module) => {
        if (isLive) setState({ module, error: null });
      },
      (error: unknown) => {
        if (isLive) setState({ module: undefined, error });
      },
    );
    return () => {
      isLive = false;
    };
  }, [lazy, state.module]);
  return state;
}
