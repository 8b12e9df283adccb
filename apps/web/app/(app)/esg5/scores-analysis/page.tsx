import { getRoute } from '@moodwire/domain';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { ScoresAnalysisView } from '@/components/scores-analysis/scores-analysis-view';

const PATTERN = '/esg5/scores-analysis';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <ScoresAnalysisView area="esg5" />
      </RouteGate>
    </PageFrame>
  );
}
