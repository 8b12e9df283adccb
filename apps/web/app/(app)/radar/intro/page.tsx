import { RadarIntro } from '@/components/radar/radar-intro';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/radar/intro',
  'Radar watches news and social media for the themes, assets and alerts that matter to you, and tells you when they move.',
);
// The live example is read from the current lake at each request.
export const dynamic = 'force-dynamic';

export default function Page() {
  return <RadarIntro />;
}
