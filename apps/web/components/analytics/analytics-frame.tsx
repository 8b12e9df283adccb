'use client';

import { isCountryClass, type ProductCode } from '@moodwire/domain';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { RouteGate } from '@/components/app-shell/route-gate';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import {
  type AnalyticsProduct,
  type AnalyticsScreen,
  getAnalyticsProduct,
  pickGroup,
} from '@/lib/analytics/analytics-product';
import { type ScreenPrefetch, useAnalyticsPrefetch } from '@/lib/analytics/use-analytics-prefetch';
import { type AnalyticsGroup, usePresets } from '@/lib/analytics/use-presets';
import { DemoDataNote } from './demo-data-note';
import { GroupDropdown } from './group-dropdown';

export interface AnalyticsContext {
  product: AnalyticsProduct;
  /** The group the screen shows (from the path, the `group` query parameter, or the product's default). */
  group: AnalyticsGroup;
  /** Every group of the product the user may pick. */
  groups: AnalyticsGroup[];
  /**
   * The server-drawn first view of the screen's chart (chart-snapshot.tsx), for the screen to show while its own
   * chart loads, as long as the URL is the one it was drawn for; null when the server drew none.
   */
  snapshot: ReactNode;
}

const TABS: { screen: AnalyticsScreen; text: string }[] = [
  { screen: 'overview', text: 'Group Overview' },
  { screen: 'asset', text: 'Asset Details' },
  { screen: 'charts', text: 'Charts' },
  { screen: 'heatmaps', text: 'Heatmaps' },
  { screen: 'screener', text: 'Screener' },
  { screen: 'worldmaps', text: 'Worldmaps' },
];

const ROUTE_PATTERNS: Record<AnalyticsScreen, string> = {
  overview: '[prefixData]/[groupId]/overview',
  asset: 'asset/[assetId]',
  assets: 'assets/[page]',
  charts: 'charts/[[...assetId]]',
  heatmaps: 'heatmaps',
  screener: 'screener',
  worldmaps: 'worldmaps',
};

function toGroupRef(group: AnalyticsGroup) {
  return { id: group.Group, assetClass: group.Class };
}

/** Where a tab leads for a group: Asset Details opens the group's featured asset (spec §3 'Featured'). */
function tabHref(product: AnalyticsProduct, screen: AnalyticsScreen, group: AnalyticsGroup): string {
  if (screen === 'asset') {
    return group.Featured
      ? analyticsHref(product, 'asset', toGroupRef(group), {}, group.Featured)
      : analyticsHref(product, 'assets', toGroupRef(group));
  }
  return analyticsHref(product, screen, toGroupRef(group));
}

/**
 * The frame of every v4 analytics screen (spec §2 'Group page header'): the route's gate, the searchable group
 * dropdown with its 'Group:' label, and the tab buttons. The screen's content is a render function of the
 * resolved product and group, so that each screen is one implementation for /ma4 and /esg4.
 */
export function AnalyticsFrame({
  product: productCode,
  screen,
  title,
  groupId,
  preload,
  prefetch,
  snapshot = null,
  children,
}: {
  product: ProductCode;
  screen: AnalyticsScreen;
  /** The page title; the route's title by default. */
  title?: string;
  /** The group named by the path (the overview route); otherwise the `group` query parameter is read. */
  groupId?: string;
  /** Loads the screen's chart code; started at once with the frame's data, not after it. */
  preload?: () => Promise<unknown>;
  /** Starts the screen's own data calls as soon as the group is known, before the session check ends. */
  prefetch?: ScreenPrefetch;
  /** The server-drawn first view of the chart, shown while the session and the screen load. */
  snapshot?: ReactNode;
  children: (context: AnalyticsContext) => ReactNode;
}) {
  const product = getAnalyticsProduct(productCode);
  useAnalyticsPrefetch({
    preload,
    prefetch,
    pickGroup: (groups, searchParams) => pickGroup(groups, product, groupId ?? searchParams.get('group')),
  });
  const pattern = `${product.base}/${ROUTE_PATTERNS[screen]}`;
  return (
    <PageFrame title={title ?? `${product.label} ${TABS.find((tab) => tab.screen === screen)?.text ?? 'Assets'}`} wide>
      <RouteGate pattern={pattern} pending={snapshot ? <PendingFrame>{snapshot}</PendingFrame> : undefined}>
        <AnalyticsFrameBody product={product} screen={screen} groupId={groupId} snapshot={snapshot}>
          {children}
        </AnalyticsFrameBody>
      </RouteGate>
    </PageFrame>
  );
}

/** The frame's header as placeholders around the screen's server-drawn first view, so that little moves later. */
function PendingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 border-slate-200 border-b pb-3 lg:flex-row lg:items-center lg:justify-between dark:border-slate-800">
        <Skeleton className="h-9 w-full max-w-md" />
        <Skeleton className="h-8 w-full max-w-lg" />
      </div>
      {children}
    </div>
  );
}

function AnalyticsFrameBody({
  product,
  screen,
  groupId,
  snapshot,
  children,
}: {
  product: AnalyticsProduct;
  screen: AnalyticsScreen;
  groupId?: string;
  snapshot: ReactNode;
  children: (context: AnalyticsContext) => ReactNode;
}) {
  const presets = usePresets();
  const searchParams = useSearchParams();
  const router = useRouter();
  if (presets.isPending) {
    if (snapshot) return <PendingFrame>{snapshot}</PendingFrame>;
    return (
      <div role="status" aria-busy="true" aria-label="Loading groups" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-full max-w-md" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  // spec §8: a failed preset-list fetch goes to the page's error display.
  if (presets.isError) return <ErrorMessage error={presets.error} />;
  const groups = presets.data.filter((group) => group.product === product.code);
  const wanted = groupId ?? searchParams.get('group') ?? product.defaultGroupId;
  const group = pickGroup(presets.data, product, wanted);
  if (!group) {
    const fallback = groups.find((candidate) => candidate.Group === product.defaultGroupId) ?? groups[0];
    return (
      <div className="flex flex-col gap-3">
        <ErrorMessage error={`Unknown group '${wanted}' for ${product.label}.`} />
        {fallback ? (
          <Link
            className="text-brand-600 text-sm underline dark:text-brand-100"
            href={tabHref(product, screen, fallback)}
          >
            Open {fallback.Name} instead
          </Link>
        ) : null}
      </div>
    );
  }
  const tabs = TABS.filter((tab) => tab.screen !== 'worldmaps' || isCountryClass(group.Class));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 border-slate-200 border-b pb-3 lg:flex-row lg:items-center lg:justify-between dark:border-slate-800">
        <GroupDropdown
          groups={groups}
          value={group.Group}
          onSelect={(next) =>
            router.push(
              tabHref(
                product,
                screen === 'assets'
                  ? 'assets'
                  : screen === 'worldmaps' && !isCountryClass(next.Class)
                    ? 'overview'
                    : screen,
                next,
              ),
            )
          }
        />
        <nav aria-label="Analytics screens" className="-mx-1 flex gap-1 overflow-x-auto px-1">
          {tabs.map((tab) => {
            const isCurrent = tab.screen === screen || (tab.screen === 'asset' && screen === 'assets');
            return (
              <Link
                key={tab.screen}
                href={tabHref(product, tab.screen, group)}
                // The tabs' route payloads are small and fetched on click; prefetching them took the browser's few
                // connections while the screen's own data was loading.
                prefetch={false}
                aria-current={isCurrent ? 'page' : undefined}
                className={clsx(
                  'whitespace-nowrap rounded-md px-3 py-1.5 font-medium text-sm',
                  isCurrent
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {tab.text}
              </Link>
            );
          })}
        </nav>
      </div>
      {children({ product, group, groups, snapshot })}
      <DemoDataNote />
    </div>
  );
}
