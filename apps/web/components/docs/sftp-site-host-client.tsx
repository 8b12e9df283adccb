'use client';

import { useHydrated } from '@/lib/runtime/use-hydrated';

/** This site's host name: the SFTP host when the operator names no other (known in the browser only). */
export function SftpSiteHost() {
  const isHydrated = useHydrated();
  return <>{isHydrated ? window.location.hostname : "this site's host name"}</>;
}
