import { routeMetadata } from '@/components/app-shell/planned-page';
import { RadarIntro } from '@/components/radar/radar-intro';

export const metadata = routeMetadata('/radar/intro');
// The live example is read from the current lake at each request.
export const dynamic = 'force-dynamic';

export default function Page() {
  return <RadarIntro />;
}
