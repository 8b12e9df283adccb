import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiReferenceRoute, apiReferenceMetadata } from '@/components/apidocs/api-reference-route';
import { DocsRoute, docsMetadata, docsSubpage } from '@/components/docs/docs-route';
import { REFERENCE_SUBPATH } from '@/lib/apidocs/product-calls';

const PATTERN = '/esg4/apidocs/[[...subpath]]';

interface Props {
  params: Promise<{ subpath?: string[] }>;
}

/** `reference` and `reference/<tag>` are the generated reference; any other subpath is a markdown page. */
function referenceTag(subpath: string[] | undefined): { tag?: string } | null {
  if (subpath?.[0] !== REFERENCE_SUBPATH) return null;
  if (subpath.length > 2) notFound();
  return { tag: subpath[1] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subpath } = await params;
  const reference = referenceTag(subpath);
  if (reference) return apiReferenceMetadata(PATTERN, reference.tag);
  return docsMetadata(PATTERN, 'esg4', 'apidocs', docsSubpage(subpath));
}

export default async function Page({ params }: Props) {
  const { subpath } = await params;
  const reference = referenceTag(subpath);
  if (reference) return <ApiReferenceRoute pattern={PATTERN} area="esg4" tagSlug={reference.tag} />;
  return <DocsRoute pattern={PATTERN} area="esg4" section="apidocs" page={docsSubpage(subpath)} />;
}
