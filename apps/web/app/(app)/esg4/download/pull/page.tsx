import { getRoute } from '@moodwire/domain';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { DownloadTabs } from '@/components/downloads/download-tabs';
import { PullDataView } from '@/components/downloads/pull-data-view';

const PATTERN = '/esg4/download/pull';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <DownloadTabs area="esg4" current="pull" />
      <RouteGate pattern={PATTERN}>
        <PullDataView area="esg4" />
      </RouteGate>
    </PageFrame>
  );
}
