import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/ma5/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'ma5', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="ma5" section="guide" page="overview" />;
}
