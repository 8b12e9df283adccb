'use client';

import { FlaskConical } from 'lucide-react';
import { buildingMessage } from '@/lib/analytics/lake-building';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';

/**
 * The data's provenance under every analytics screen: which days the lake covers and, when its corpus is
 * simulated (the default demo build), that the figures are demo data, not a real news feed; while a new build
 * runs (the full demo data after the first start's tiny lake), how far it is.
 */
export function DemoDataNote() {
  const info = useLakeInfo();
  if (!info.data) return null;
  const { from, to, isSimulated, documents, building } = info.data;
  return (
    <div className="flex flex-col gap-1 text-slate-500 text-xs dark:text-slate-400">
      <p className="flex items-start gap-2">
        <FlaskConical aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>
          {isSimulated
            ? `Demo data: simulated from a deterministic model${documents.imported > 0 ? ' with imported documents' : ''}, not a real news feed.`
            : 'Data scored from the operator’s own documents.'}{' '}
          Daily data {from} to {to} (UTC).
        </span>
      </p>
      {building ? (
        // Not a live region: the app shell's banner announces the same progress (role=status).
        <p className="pl-5.5 text-amber-700 dark:text-amber-300">
          {buildingMessage(building)}; the figures above come from the {info.data.scale} lake until then.
        </p>
      ) : null}
    </div>
  );
}
