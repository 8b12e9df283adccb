import type { Metadata } from 'next';
import { DocsRoute, docsMetadata, docsSubpage } from '@/components/docs/docs-route';

const PATTERN = '/esg4/research/[[...subpath]]';

interface Props {
  params: Promise<{ subpath?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return docsMetadata(PATTERN, 'esg4', 'research', docsSubpage((await params).subpath));
}

export default async function Page({ params }: Props) {
  return <DocsRoute pattern={PATTERN} area="esg4" section="research" page={docsSubpage((await params).subpath)} />;
}
