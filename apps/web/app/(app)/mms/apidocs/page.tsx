import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReferenceRoute, apiReferenceMetadata } from '@/components/apidocs/api-reference-route';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';
import { REFERENCE_SUBPATH } from '@/lib/apidocs/product-calls';

const PATTERN = '/mms/apidocs';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The route is one page (spec §2), so the generated reference is its `reference` query parameter: `?reference`
 * for the index, `?reference=<tag>` for a tag; without it, the markdown page.
 */
async function referenceTag(searchParams: Props['searchParams']): Promise<{ tag?: string } | null> {
  const value = (await searchParams)[REFERENCE_SUBPATH];
  if (value === undefined) return null;
  if (Array.isArray(value)) notFound();
  return { tag: value === '' ? undefined : value };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const reference = await referenceTag(searchParams);
  if (reference) return apiReferenceMetadata(PATTERN, reference.tag);
  return docsMetadata(PATTERN, 'mms', 'apidocs', 'overview');
}

export default async function Page({ searchParams }: Props) {
  const reference = await referenceTag(searchParams);
  if (reference) return <ApiReferenceRoute pattern={PATTERN} area="mms" tagSlug={reference.tag} />;
  return <DocsRoute pattern={PATTERN} area="mms" section="apidocs" page="overview" />;
}
