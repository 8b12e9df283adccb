import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';
import { PapersBrowser } from '@/components/papers/papers-browser';

const PATTERN = '/papers';
export const metadata = routeMetadata(PATTERN);

export default function PapersPage() {
  return (
    <PageFrame title="Papers">
      <RouteGate pattern={PATTERN}>
        <PapersBrowser />
      </RouteGate>
    </PageFrame>
  );
}
