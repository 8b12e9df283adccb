import type { ApiPaths } from '@/lib/api/typed-client';

/** The /lake-info answer's `building`: a new build that runs while the published lake is served. */
export type LakeBuilding = NonNullable<
  ApiPaths['/lake-info']['get']['responses'][200]['content']['application/json']['data']['building']
>;

/** How often the lake is asked again while a new build runs (its progress, then its publish). */
export const BUILDING_POLL_MS = 5_000;

/** The lake query's refetch interval: polled only while a new build runs, never otherwise. */
export function lakeInfoPollInterval(info: { building?: LakeBuilding } | undefined): number | false {
  return info?.building ? BUILDING_POLL_MS : false;
}

/** What the app says while a new build runs: "Full demo data is being built: scoring 17%". */
export function buildingMessage(building: LakeBuilding): string {
  const what = building.scale === 'demo' ? 'Full demo data is' : `A new ${building.scale} lake is`;
  return `${what} being built: ${building.phase} ${building.percent}%`;
}
