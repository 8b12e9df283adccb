import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/radar/research';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'radar', 'research', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="radar" section="research" page="overview" />;
}
