import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { AccountOverviewClient } from './account-overview-client';

const PATTERN = '/user/account/overview';
export const metadata = routeMetadata(PATTERN);

export default function AccountOverviewPage() {
  return (
    <PageFrame title="Account Info">
      <RouteGate pattern={PATTERN}>
        {/* The expiry notice names SUPPORT_EMAIL when the server sets it (spec §8), as the sign-in notice does. */}
        <AccountOverviewClient supportEmail={getRuntimeConfig().supportEmail} />
      </RouteGate>
    </PageFrame>
  );
}
