'use client';

import type { AssetClassCode } from '@moodwire/domain';
import { useQuery } from '@tanstack/react-query';
import { getTypedApi, readData } from '@/lib/api/typed-client';
import { useSession } from '@/lib/session/use-session';

/**
 * The asset page's calls (spec §7 '/asset-summary', '/assetpage-*', '/asset-price', '/articles/list'). Each
 * takes the asset's context as the summary resolved it: the screen's group when the asset belongs to its class,
 * otherwise no group (the asset's own class), so that an asset opened from anywhere still shows.
 */
export interface AssetContext {
  asset: string;
  /** The group the asset is read and ranked in; null for the asset's own class. */
  group: string | null;
}

function statusOf(error: unknown): number | undefined {
  return error !== null && typeof error === 'object' && 'status' in error
    ? (error as { status?: number }).status
    : undefined;
}

/** True for the API's 404 'Unknown asset'. */
export function isUnknownAsset(error: unknown): boolean {
  return statusOf(error) === 404;
}

async function readSummary(asset: string, group: string | undefined, source: string, signal: AbortSignal) {
  return readData(getTypedApi().GET('/asset-summary', { params: { query: { asset, group, src: source } }, signal }));
}

/**
 * The header of the page. Tried in the screen's group first; a 400 (the asset is not of the group's class, or
 * its code is in several classes) falls back to the asset's own class.
 */
export function useAssetSummary(asset: string, group: string, source: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['asset-summary', user?.username ?? null, asset, group, source],
    queryFn: async ({ signal }) => {
      try {
        return { summary: await readSummary(asset, group, source, signal), group: group as string | null };
      } catch (error) {
        if (statusOf(error) !== 400) throw error;
        return { summary: await readSummary(asset, undefined, source, signal), group: null };
      }
    },
    retry: (count, error) => statusOf(error) === undefined && count < 2,
  });
}

/** The buzz bars (by source) and the default sentiment lines (by source) over the last `period` days. */
export function useAssetChartData(context: AssetContext | null, period: number) {
  const { user } = useSession();
  const query = context ? { asset: context.asset, group: context.group ?? undefined, period } : null;
  return useQuery({
    enabled: query !== null,
    queryKey: ['asset-chart', user?.username ?? null, query],
    queryFn: async ({ signal }) => {
      if (!query) throw new Error('no asset');
      const [buzz, sentiments] = await Promise.all([
        readData(getTypedApi().GET('/assetpage-buzz', { params: { query }, signal })),
        readData(getTypedApi().GET('/assetpage-sentiments', { params: { query }, signal })),
      ]);
      return { buzz, sentiments };
    },
  });
}

export interface PricePoint {
  date: string;
  price: number | null;
}

/**
 * The price line: the asset's price, or for a country (class cou, which has no price) its 10-year sovereign
 * bond price. Missing prices are not an error of the page: the chart simply draws no price line.
 */
export function useAssetPrice(asset: string | null, assetClass: string | null, period: number) {
  const { user } = useSession();
  return useQuery({
    enabled: asset !== null && assetClass !== null,
    queryKey: ['asset-price', user?.username ?? null, asset, assetClass, period],
    queryFn: async ({ signal }): Promise<{ label: string; points: PricePoint[] }> => {
      if (!asset || !assetClass) return { label: 'Price', points: [] };
      if (assetClass === 'cou') {
        const bond = await readData(
          getTypedApi().GET('/asset-bondprice', { params: { query: { asset, period } }, signal }),
        );
        return {
          label: bond.bond ? `${bond.bond} price` : 'Bond price',
          points: bond.points.map((point) => ({ date: point.date, price: point.bondPrice })),
        };
      }
      const price = await readData(
        getTypedApi().GET('/asset-price', {
          params: { query: { asset, cls: assetClass as AssetClassCode, period } },
          signal,
        }),
      );
      return { label: 'Price', points: price.points.map((point) => ({ date: point.date, price: point.price })) };
    },
  });
}

/**
 * Every indicator of the asset's class with level, change over `period` days and rank in the group. The group
 * must hold the asset (a 400 otherwise): an asset opened outside its group is ranked in its whole class.
 */
export function useAssetRanks(context: AssetContext | null, source: string, period: number) {
  const { user } = useSession();
  return useQuery({
    enabled: context !== null,
    queryKey: ['asset-ranks', user?.username ?? null, context, source, period],
    queryFn: async ({ signal }) => {
      const read = (group: string | undefined) =>
        readData(
          getTypedApi().GET('/assetpage-ranks2', {
            params: { query: { asset: context?.asset ?? '', group, src: source, period } },
            signal,
          }),
        );
      if (!context?.group) return read(undefined);
      try {
        return await read(context.group);
      } catch (error) {
        if (statusOf(error) !== 400) throw error;
        return read(undefined);
      }
    },
  });
}

/** Pulse events and daily activity of the last 90 days. */
export function useAssetActivity(context: AssetContext | null) {
  const { user } = useSession();
  return useQuery({
    enabled: context !== null,
    queryKey: ['asset-activity', user?.username ?? null, context],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/assetpage-activity', {
          params: { query: { asset: context?.asset ?? '', group: context?.group ?? undefined } },
          signal,
        }),
      ),
  });
}

/** The asset's recent articles from the corpus, newest first. */
export function useAssetArticles(asset: string | null, assetClass: string | null) {
  const { user } = useSession();
  return useQuery({
    enabled: asset !== null && assetClass !== null,
    queryKey: ['asset-articles', user?.username ?? null, asset, assetClass],
    queryFn: ({ signal }) =>
      readData(
        getTypedApi().GET('/articles/list', {
          params: { query: { class: assetClass ?? '', code: asset ?? '', limit: 10 } },
          signal,
        }),
      ),
  });
}
