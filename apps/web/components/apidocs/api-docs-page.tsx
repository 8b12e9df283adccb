import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReferenceRoute, apiReferenceMetadata } from '@/components/apidocs/api-reference-route';
import { DocsRoute, docsMetadata, docsSubpage } from '@/components/docs/docs-route';
import { REFERENCE_SUBPATH } from '@/lib/apidocs/product-calls';

/** The v4 products whose API docs have subpages (ma4 and esg4 differ only by their area). */
type ApiDocsArea = 'ma4' | 'esg4';

export interface ApiDocsProps {
  params: Promise<{ subpath?: string[] }>;
}

/** `reference` and `reference/<tag>` are the generated reference; any other subpath is a markdown page. */
function referenceTag(subpath: string[] | undefined): { tag?: string } | null {
  if (subpath?.[0] !== REFERENCE_SUBPATH) return null;
  if (subpath.length > 2) notFound();
  return { tag: subpath[1] };
}

const patternOf = (area: ApiDocsArea) => `/${area}/apidocs/[[...subpath]]`;

export async function apiDocsMetadata(area: ApiDocsArea, { params }: ApiDocsProps): Promise<Metadata> {
  const { subpath } = await params;
  const reference = referenceTag(subpath);
  if (reference) return apiReferenceMetadata(patternOf(area), reference.tag);
  return docsMetadata(patternOf(area), area, 'apidocs', docsSubpage(subpath));
}

/** The page of `/{area}/apidocs/[[...subpath]]`. */
export async function ApiDocsPage({ area, params }: ApiDocsProps & { area: ApiDocsArea }) {
  const { subpath } = await params;
  const reference = referenceTag(subpath);
  if (reference) return <ApiReferenceRoute pattern={patternOf(area)} area={area} tagSlug={reference.tag} />;
  return <DocsRoute pattern={patternOf(area)} area={area} section="apidocs" page={docsSubpage(subpath)} />;
}
