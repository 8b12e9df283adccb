import { ChartsClient } from '@/components/analytics/charts/charts-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/charts/[[...assetId]]');

export default function Page() {
  return <ChartsClient product="rma" />;
}
