import type { Metadata } from 'next';
import { DocsRoute, docsMetadata, docsSubpage } from '@/components/docs/docs-route';

const PATTERN = '/esg4/guide/[[...subpath]]';

interface Props {
  params: Promise<{ subpath?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return docsMetadata(PATTERN, 'esg4', 'guide', docsSubpage((await params).subpath));
}

export default async function Page({ params }: Props) {
  return <DocsRoute pattern={PATTERN} area="esg4" section="guide" page={docsSubpage((await params).subpath)} />;
}
