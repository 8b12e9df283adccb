'use client';

import dynamic from 'next/dynamic';

/**
 * The root 404 is part of every page's client manifest: loaded on demand, the app's providers and header are not
 * in the first-load JavaScript of pages that never render it (the public marketing pages).
 */
export const LazyAppShellFrame = dynamic(() => import('./app-shell-frame').then((module) => module.AppShellFrame));
