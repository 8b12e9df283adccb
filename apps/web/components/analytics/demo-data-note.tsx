'use client';

import { FlaskConical } from 'lucide-react';
import { useLakeInfo } from '@/lib/analytics/use-lake-info';

/**
 * The data's provenance under every analytics screen: which days the lake covers and, when its corpus is
 * simulated (the default demo build), that the figures are demo data, not a real news feed.
 */
export function DemoDataNote() {
  const info = useLakeInfo();
  if (!info.data) return null;
  const { from, to, isSimulated, documents } = info.data;
  return (
    <p className="flex items-start gap-2 text-slate-500 text-xs dark:text-slate-400">
      <FlaskConical aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {isSimulated
          ? `Demo data: simulated from a deterministic model${documents.imported > 0 ? ' with imported documents' : ''}, not a real news feed.`
          : 'Data scored from the operator’s own documents.'}{' '}
        Daily data {from} to {to} (UTC).
      </span>
    </p>
  );
}
