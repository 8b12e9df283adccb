import type { Metadata } from 'next';
import { DocsRoute, docsMetadata } from '@/components/docs/docs-route';

const PATTERN = '/radar/mcpdocs';

export function generateMetadata(): Promise<Metadata> {
  return docsMetadata(PATTERN, 'radar', 'mcpdocs', 'overview');
}

export default function Page() {
  return <DocsRoute pattern={PATTERN} area="radar" section="mcpdocs" page="overview" />;
}
