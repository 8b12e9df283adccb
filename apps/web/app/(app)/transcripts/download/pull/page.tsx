import { getRoute } from '@moodwire/domain';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { DownloadTabs } from '@/components/downloads/download-tabs';
import { PullTranscriptsView } from '@/components/downloads/pull-transcripts-view';

const PATTERN = '/transcripts/download/pull';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <DownloadTabs area="transcripts" current="pull" />
      <RouteGate pattern={PATTERN}>
        <PullTranscriptsView />
      </RouteGate>
    </PageFrame>
  );
}
