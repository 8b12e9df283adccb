'use client';

import type { ComponentType, ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { lazyModule, useLazyModule } from './use-lazy-module';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (a hover or the screen's data prefetch); safe to call often. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code loads on demand (charts, panels), outside the route's first-load JavaScript: the
 * fallback until it has loaded, the error display (spec §8) if the load failed, then the component. In place of
 * next/dynamic, whose React.lazy suspends on first render even when the code is already there and then holds
 * the content back for up to 300 ms (React's Suspense reveal throttle; use-lazy-module.ts). Like `ssr: false`,
 * the server renders the fallback.
 */
export function lazyComponent<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): LazyComponent<P> {
  const code = lazyModule(importer);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, as next/dynamic is
  function Lazy(props: P) {
    const { module: Component, error } = useLazyModule(code);
    if (error) return <ErrorMessage error={error} />;
    if (!Component) return fallback();
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload: code.load });
}
