import { getRoute } from '@moodwire/domain';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { AccountTranscriptsClient } from '@/components/transcripts/account-transcripts-client';

const PATTERN = '/user/account/transcripts';
export const metadata = routeMetadata(PATTERN);

/** The transcripts part of the account (issue 15): access, coverage, limits and use this hour. */
export default function AccountTranscriptsPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title}>
      <RouteGate pattern={PATTERN}>
        <AccountTranscriptsClient />
      </RouteGate>
    </PageFrame>
  );
}
