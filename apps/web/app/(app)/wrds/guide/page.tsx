import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/wrds/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'wrds', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="wrds" section="guide" page="overview" />;
}
