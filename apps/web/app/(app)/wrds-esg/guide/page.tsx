import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/wrds-esg/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'wrds-esg', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="wrds-esg" section="guide" page="overview" />;
}
