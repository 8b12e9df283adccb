import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/engine/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'engine', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="engine" section="guide" page="overview" />;
}
