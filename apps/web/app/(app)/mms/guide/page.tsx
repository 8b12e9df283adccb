import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/mms/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'mms', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="mms" section="guide" page="overview" />;
}
