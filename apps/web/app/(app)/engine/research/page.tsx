import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/engine/research';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'engine', 'research', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="engine" section="research" page="overview" />;
}
