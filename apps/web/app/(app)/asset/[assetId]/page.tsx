import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { readPublicAsset } from '@/components/analytics/asset/public-asset-api';
import { PublicAssetPage } from '@/components/analytics/asset/public-asset-page';
import { routeMetadata } from '@/components/app-shell/planned-page';

interface Props {
  params: Promise<{ assetId: string }>;
  searchParams: Promise<{ cls?: string | string[] }>;
}

async function read({ params, searchParams }: Props) {
  const { assetId } = await params;
  const { cls } = await searchParams;
  const assetClass = typeof cls === 'string' ? cls : undefined;
  return { assetId, assetClass, result: await readPublicAsset(assetId, assetClass) };
}

/** Title, description and canonical link of the indexable asset page. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { assetId, assetClass, result } = await read(props);
  if (result.kind !== 'ok') return { ...routeMetadata('/asset/[assetId]'), robots: { index: false } };
  const { asset } = result;
  const request = await headers();
  const host = request.get('x-forwarded-host') ?? request.get('host');
  const protocol = request.get('x-forwarded-proto') ?? 'http';
  const path = `/asset/${encodeURIComponent(assetId)}${assetClass ? `?cls=${encodeURIComponent(assetClass)}` : ''}`;
  return {
    title: `${asset.name} (${asset.symbol}) sentiment and buzz`,
    description: `${asset.name} (${asset.symbol}, ${asset.className}): the latest ${asset.sentiment.name.toLowerCase()} and buzz from news and social media.`,
    alternates: { canonical: host ? `${protocol}://${host}${path}` : path },
  };
}

// An unknown asset answers 404 before anything streams (no loading.tsx above this page: route-states.test.ts).
export default async function Page(props: Props) {
  const { result } = await read(props);
  if (result.kind === 'unknown') notFound();
  return <PublicAssetPage result={result} />;
}
