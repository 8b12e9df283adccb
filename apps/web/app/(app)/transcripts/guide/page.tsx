import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/transcripts/guide';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'transcripts', 'guide', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="transcripts" section="guide" page="overview" />;
}
