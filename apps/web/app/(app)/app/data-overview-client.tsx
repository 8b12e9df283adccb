'use client';

import { getMenus, isEsgClass, type ResolvedMenu } from '@moodwire/domain';
import { ArrowRight, FlaskConical, Lock } from 'lucide-react';
import Link from 'next/link';
import { useId } from 'react';
import { DataCard, EmptyNote } from '@/components/analytics/data-card';
import { PICKER_SELECT_CLASS } from '@/components/analytics/pickers/picker-styles';
import { PageFrame } from '@/components/app-shell/page-frame';
import { AssetClassesSection } from '@/components/markets/asset-classes-section';
import { FeaturedChartTile } from '@/components/markets/featured-chart-tile';
import { FeaturedHeatmap } from '@/components/markets/featured-heatmap';
import { ToplistCard } from '@/components/markets/toplist-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { useFeaturedCharts, useFeaturedHeatmaps, useToplists } from '@/lib/markets/use-featured';
import { useSession } from '@/lib/session/use-session';

const SKELETON_KEYS = ['a', 'b', 'c'];

/**
 * Data Overview (/app), a public page (spec §2): the asset classes, the featured charts, a featured heatmap and
 * the top lists of the default groups (public calls), then the areas of the app the visitor can open.
 */
export function DataOverviewClient() {
  const { user, hideESG, status } = useSession();
  const menus = getMenus({ user, hideESG }).filter((menu) => menu.id !== 'start');
  const signedIn = user !== null && user !== undefined;
  return (
    <PageFrame title="Data Overview" wide>
      <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Demo data: the sentiment, ESG and media figures in this installation are simulated from a deterministic model,
          not read from a real news feed.
        </span>
      </p>
      {status === 'validating' ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AssetClassesSection signedIn={signedIn} hideESG={hideESG} />
      )}
      <FeaturedChartsSection hideESG={hideESG} />
      <FeaturedHeatmapSection hideESG={hideESG} />
      <ToplistsSection hideESG={hideESG} />
      <section aria-labelledby="areas-heading" className="flex flex-col gap-3">
        <h2 id="areas-heading" className="font-semibold text-lg text-slate-900 dark:text-white">
          Areas
        </h2>
        {status === 'validating' ? (
          <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} className="h-40" />
            ))}
          </div>
        ) : (
          <>
            <p className="text-slate-600 text-sm dark:text-slate-300">
              {user
                ? `Signed in as ${user.username}. These are the areas of the app; the ones your account includes are links.`
                : 'Sign in from the account menu to open the analytics areas. Introductions are open to everyone.'}
            </p>
            <ul aria-label="Areas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {menus.map((menu) => (
                <AreaCard key={menu.id} menu={menu} />
              ))}
            </ul>
          </>
        )}
      </section>
    </PageFrame>
  );
}

/** ESG groups are left out for visitors who hide ESG (spec §6). */
function isShown(assetClass: string, hideESG: boolean): boolean {
  return !hideESG || !isEsgClass(assetClass);
}

function SectionHeading({ id, title, note }: { id: string; title: string; note: string }) {
  return (
    <div className="flex flex-col">
      <h2 id={id} className="font-semibold text-lg text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="text-slate-500 text-sm dark:text-slate-400">{note}</p>
    </div>
  );
}

function FeaturedChartsSection({ hideESG }: { hideESG: boolean }) {
  const charts = useFeaturedCharts();
  const shown = charts.data?.filter((chart) => isShown(chart.class, hideESG)) ?? [];
  return (
    <section aria-labelledby="featured-charts-heading" className="flex flex-col gap-3">
      <SectionHeading
        id="featured-charts-heading"
        title="Featured charts"
        note="Each group's featured asset: daily buzz (bars) and its default sentiment (line) over the last 90 days."
      />
      {charts.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading featured charts"
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} className="h-72" />
          ))}
        </div>
      ) : charts.isError ? (
        <ErrorMessage error={charts.error} />
      ) : shown.length === 0 ? (
        <EmptyNote>No featured charts in this lake.</EmptyNote>
      ) : (
        <ul aria-label="Featured charts" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((chart) => (
            <li key={chart.group} className="min-w-0">
              <FeaturedChartTile chart={chart} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FeaturedHeatmapSection({ hideESG }: { hideESG: boolean }) {
  const heatmaps = useFeaturedHeatmaps();
  const { get, set } = useUrlState();
  const selectId = useId();
  const shown = heatmaps.data?.filter((heatmap) => isShown(heatmap.class, hideESG)) ?? [];
  const wanted = get('heatmap');
  const current = shown.find((heatmap) => heatmap.group === wanted) ?? shown[0];
  return (
    <section aria-labelledby="featured-heatmap-heading" className="flex flex-col gap-3">
      <SectionHeading
        id="featured-heatmap-heading"
        title="Featured heatmaps"
        note="The most talked-about assets of a group on the lake's last day: size by buzz, colour by the default sentiment."
      />
      {heatmaps.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : heatmaps.isError ? (
        <ErrorMessage error={heatmaps.error} />
      ) : !current ? (
        <EmptyNote>No featured heatmaps in this lake.</EmptyNote>
      ) : (
        <DataCard
          title={current.groupName}
          subtitle={`${current.tiles.length} assets on ${current.date.slice(0, 10)}`}
          actions={
            <label htmlFor={selectId} className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
              Group
              <select
                id={selectId}
                className={PICKER_SELECT_CLASS}
                value={current.group}
                onChange={(event) => set({ heatmap: event.target.value })}
              >
                {shown.map((heatmap) => (
                  <option key={heatmap.group} value={heatmap.group}>
                    {heatmap.groupName}
                  </option>
                ))}
              </select>
            </label>
          }
        >
          <FeaturedHeatmap heatmap={current} />
        </DataCard>
      )}
    </section>
  );
}

function ToplistsSection({ hideESG }: { hideESG: boolean }) {
  const lists = useToplists();
  const shown = lists.data?.filter((list) => isShown(list.class, hideESG)) ?? [];
  return (
    <section aria-labelledby="toplists-heading" className="flex flex-col gap-3">
      <SectionHeading
        id="toplists-heading"
        title="Top lists"
        note="The highest and lowest default sentiment of each group over the last 7 days, weighted by buzz."
      />
      {lists.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading top lists"
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} className="h-48" />
          ))}
        </div>
      ) : lists.isError ? (
        <ErrorMessage error={lists.error} />
      ) : shown.length === 0 ? (
        <EmptyNote>No top lists in this lake.</EmptyNote>
      ) : (
        <ul aria-label="Top lists" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((list) => (
            <li key={list.group} className="min-w-0">
              <ToplistCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AreaCard({ menu }: { menu: ResolvedMenu }) {
  const open = menu.entries.filter((entry) => entry.access.allowed);
  const closed = menu.entries.length - open.length;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold text-slate-900 dark:text-white">{menu.text}</h3>
      <ul className="flex flex-col gap-1">
        {open.map((entry) => (
          <li key={entry.name}>
            <Link
              href={entry.href}
              className="group inline-flex items-center gap-1 text-brand-600 text-sm hover:underline dark:text-brand-100"
            >
              {entry.text}
              <ArrowRight aria-hidden className="size-3.5 opacity-0 transition-opacity group-hover:opacity-100" />
            </Link>
          </li>
        ))}
      </ul>
      {closed > 0 ? (
        <p className="mt-auto flex items-center gap-1 text-slate-500 text-xs dark:text-slate-400">
          <Lock aria-hidden className="size-3" />
          {closed} more {closed === 1 ? 'page needs' : 'pages need'} another account or permission
        </p>
      ) : null}
    </li>
  );
}
