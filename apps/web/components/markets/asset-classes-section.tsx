'use client';

import { ASSET_CLASSES, REGIONAL_COMPANY_CLASSES } from '@moodwire/domain';
import Link from 'next/link';
import { DataCard } from '@/components/analytics/data-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { analyticsHref } from '@/lib/analytics/analytics-href';
import { getAnalyticsProduct } from '@/lib/analytics/analytics-product';
import { type AnalyticsGroup, usePresets } from '@/lib/analytics/use-presets';
import { marketOfClass } from '@/lib/markets/market-collections';
import { SignInPrompt } from './sign-in-prompt';

const REGIONAL: ReadonlySet<string> = new Set(REGIONAL_COMPANY_CLASSES.map((region) => region.code));
/** The classes of the spec §3 table (the regional company classes are subsets of Companies). */
const TABLE_CLASSES = ASSET_CLASSES.filter((assetClass) => !REGIONAL.has(assetClass.code));

/**
 * The asset classes with, for a signed-in user, the groups of each the account may open (the preset list needs an
 * account) and their sizes; a signed-out visitor sees the classes, their public market pages and a sign-in prompt.
 */
export function AssetClassesSection({ signedIn, hideESG }: { signedIn: boolean; hideESG: boolean }) {
  const classes = TABLE_CLASSES.filter((assetClass) => !hideESG || assetClass.product !== 'esg');
  return (
    <DataCard
      title="Asset classes"
      subtitle="Each class is a kind of asset with its own indicators; groups are sets of its assets."
    >
      {!signedIn ? (
        <SignInPrompt>Sign in to see the groups of each class and open their analytics.</SignInPrompt>
      ) : null}
      <ul aria-label="Asset classes" className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {classes.map((assetClass) => (
          <ClassItem
            key={assetClass.code}
            code={assetClass.code}
            name={assetClass.name}
            productCode={assetClass.product}
            signedIn={signedIn}
          />
        ))}
      </ul>
    </DataCard>
  );
}

function ClassItem({
  code,
  name,
  productCode,
  signedIn,
}: {
  code: string;
  name: string;
  productCode: 'rma' | 'esg';
  signedIn: boolean;
}) {
  const product = getAnalyticsProduct(productCode);
  const market = marketOfClass(code);
  return (
    <li className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900 dark:text-slate-100">{name}</span>
        <span className="text-slate-500 text-xs dark:text-slate-400">
          {code} · {product.label}
        </span>
      </div>
      {signedIn ? <ClassGroups code={code} productCode={productCode} /> : null}
      {market ? (
        <Link className="text-brand-600 text-xs underline dark:text-brand-100" href={`/markets/${market.key}`}>
          {market.name} market page
        </Link>
      ) : null}
    </li>
  );
}

function ClassGroups({ code, productCode }: { code: string; productCode: 'rma' | 'esg' }) {
  const presets = usePresets();
  if (presets.isPending) return <Skeleton className="h-4 w-32" />;
  if (presets.isError) return <ErrorMessage error={presets.error} />;
  const groups = presets.data
    .filter((group: AnalyticsGroup) => group.Class === code && group.product === productCode)
    .sort((a, b) => b.Count - a.Count);
  const largest = groups[0];
  if (!largest) {
    return <span className="text-slate-500 text-xs dark:text-slate-400">No group your account can open.</span>;
  }
  const product = getAnalyticsProduct(productCode);
  return (
    <span className="text-slate-600 text-xs dark:text-slate-300">
      {groups.length} {groups.length === 1 ? 'group' : 'groups'}, up to {largest.Count} assets:{' '}
      <Link
        className="text-brand-600 underline dark:text-brand-100"
        href={analyticsHref(product, 'overview', { id: largest.Group, assetClass: largest.Class })}
      >
        {largest.Name}
      </Link>
    </span>
  );
}
