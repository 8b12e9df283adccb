import { getRoute } from '@moodwire/domain';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { CoverageView } from '@/components/downloads/coverage-view';
import { DownloadTabs } from '@/components/downloads/download-tabs';

const PATTERN = '/esg4/download/coverage';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <DownloadTabs area="esg4" current="coverage" />
      <RouteGate pattern={PATTERN}>
        <CoverageView area="esg4" />
      </RouteGate>
    </PageFrame>
  );
}
