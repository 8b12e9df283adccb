import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/radar/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'radar', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="radar" section="guide" page="overview" />;
}
