import type { Metadata } from 'next';
import { DocsRoute, docsMetadata, docsSubpage } from '@/components/docs/docs-route';

const PATTERN = '/ma4/research/[[...subpath]]';

interface Props {
  params: Promise<{ subpath?: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return docsMetadata(PATTERN, 'ma4', 'research', docsSubpage((await params).subpath));
}

export default async function Page({ params }: Props) {
  return <DocsRoute pattern={PATTERN} area="ma4" section="research" page={docsSubpage((await params).subpath)} />;
}
