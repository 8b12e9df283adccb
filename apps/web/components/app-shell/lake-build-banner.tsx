'use client';

import { LoaderCircle } from 'lucide-react';
import { buildingMessage } from '@/lib/analytics/lake-building';
import { useFollowLakeBuild } from '@/lib/analytics/use-lake-info';

/**
 * While a new build runs (the first start serves the tiny lake and builds the full demo data beside it), one
 * line under the app header says how far it is; the screens switch to the new lake when it is published
 * (useFollowLakeBuild). Nothing is shown otherwise.
 */
export function LakeBuildBanner() {
  const info = useFollowLakeBuild();
  const building = info?.building;
  if (!building) return null;
  return (
    <div className="border-amber-200 border-t bg-amber-50 text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/60 dark:text-amber-100">
      <p role="status" className="mx-auto flex max-w-[1600px] items-center gap-2 px-3 py-1.5 text-xs">
        <LoaderCircle aria-hidden className="size-3.5 shrink-0 motion-safe:animate-spin" />
        <span className="min-w-0">
          {buildingMessage(building)}. Until it is published the app shows the {info.scale} lake, and then switches by
          itself.
        </span>
      </p>
    </div>
  );
}
