import { ChartsClient } from '@/components/analytics/charts/charts-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

// No server-drawn first view (unlike /ma4): whether ESG is hidden for a visitor depends on their location, which
// only the browser learns (spec §6 hideESG), so the server never puts ESG data in the page.
export const metadata = routeMetadata('/esg4/charts/[[...assetId]]');

export default function Page() {
  return <ChartsClient product="esg" />;
}
