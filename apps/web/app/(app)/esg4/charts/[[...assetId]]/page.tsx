import { ChartsClient } from '@/components/analytics/charts/charts-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/charts/[[...assetId]]');

export default function Page() {
  return <ChartsClient product="esg" />;
}
