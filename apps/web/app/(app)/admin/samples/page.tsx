import { getRoute } from '@moodwire/domain';
import { UiSamplesClient } from '@/components/admin/ui-samples-client';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';

const PATTERN = '/admin/samples';
export const metadata = routeMetadata(PATTERN);

/** The UI samples (spec §2 'Admin only'): every shared component in light and dark, side by side. */
export default function UiSamplesPage() {
  return (
    <PageFrame title={getRoute(PATTERN).title} wide>
      <RouteGate pattern={PATTERN}>
        <UiSamplesClient />
      </RouteGate>
    </PageFrame>
  );
}
