'use client';

import { useBuildVersionCheck } from '@/lib/runtime/use-build-version-check';

/** Spec §4's reload on a new server build, for the public pages, which have no app providers. */
export function BuildVersionCheck({ buildVersion }: { buildVersion: string }) {
  useBuildVersionCheck(buildVersion);
  return null;
}
