'use client';

import { isEsgCoreClass, type SourceName } from '@moodwire/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { AnalyticsContext } from '@/components/analytics/analytics-frame';
import { parsePeriodDays } from '@/components/analytics/pickers/period-options';
import { PeriodSelect } from '@/components/analytics/pickers/period-select';
import { EsgCoreSourceNote, SourceSelect } from '@/components/analytics/pickers/source-select';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { ESG_CORE_SOURCE, screenSourceOf, sourceLinkQuery, sourceParam } from '@/lib/analytics/screen-source';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { BuzzLeadersCard } from './buzz-leaders-card';
import { FeaturedChartCard } from './featured-chart-card';
import { MoversCards } from './movers-cards';

/** Changes and buzz are measured over a week unless the URL names another period. */
export const OVERVIEW_DEFAULT_PERIOD = 7;

/**
 * The group overview (spec §2): the featured chart, buzz leaders, top and bottom movers by the default indicator
 * and the sector breakdown, for the source and period of the URL.
 */
export function OverviewView({ product, group, prefixData }: AnalyticsContext & { prefixData: string }) {
  const { get, set, searchParams } = useUrlState();
  const router = useRouter();
  const isCore = isEsgCoreClass(group.Class);
  // The screens' source (not the /overview-topn default of spec §7, News): the call names it.
  const source: SourceName = isCore ? ESG_CORE_SOURCE : screenSourceOf(get('src'));
  const period = parsePeriodDays(get('period'), OVERVIEW_DEFAULT_PERIOD);
  const groupRef = { id: group.Group, assetClass: group.Class };
  // The path's class segment names the group's class (spec §2); a link with another class is sent to the right one.
  const rightPath = prefixData === group.Class ? null : analyticsHref(product, 'overview', groupRef);
  const query = searchParams.toString();
  useEffect(() => {
    if (rightPath) router.replace(`${rightPath}${query ? `?${query}` : ''}`);
  }, [rightPath, query, router]);
  if (rightPath) {
    return (
      <p className="text-slate-600 text-sm dark:text-slate-300">
        {group.Name} is a group of the class {group.Class}, not {prefixData}.{' '}
        <Link className="text-brand-600 underline dark:text-brand-100" href={rightPath}>
          Open its overview
        </Link>
      </p>
    );
  }
  const overviewQuery = { group: group.Group, source, period };
  const assetHref = (asset: string) => analyticsHref(product, 'asset', groupRef, {}, asset);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        {isCore ? (
          <EsgCoreSourceNote />
        ) : (
          <SourceSelect value={source} onChange={(next) => set({ src: sourceParam(next) })} />
        )}
        <PeriodSelect
          value={period}
          onChange={(days) => set({ period: days === OVERVIEW_DEFAULT_PERIOD ? null : days })}
        />
        <p className="text-slate-500 text-xs dark:text-slate-400">
          {group.Name}: {group.Count} assets. Changes and buzz over the period up to the lake’s last day.
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <FeaturedChartCard
          className="lg:col-span-2"
          query={overviewQuery}
          assetHref={assetHref}
          chartsHref={(asset) => analyticsHref(product, 'charts', groupRef, sourceLinkQuery(source), asset)}
        />
        <BuzzLeadersCard query={overviewQuery} assetHref={assetHref} />
      </div>
      <MoversCards query={overviewQuery} assetHref={assetHref} />
    </div>
  );
}
