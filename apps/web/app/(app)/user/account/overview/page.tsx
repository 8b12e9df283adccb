import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { AccountOverviewClient } from './account-overview-client';

const PATTERN = '/user/account/overview';
export const metadata = routeMetadata(PATTERN);

export default function AccountOverviewPage() {
  return (
    <PageFrame title="Account Info">
      <RouteGate pattern={PATTERN}>
        <AccountOverviewClient />
      </RouteGate>
    </PageFrame>
  );
}
