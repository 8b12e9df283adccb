import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/pulse/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'pulse', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="pulse" section="guide" page="overview" />;
}
