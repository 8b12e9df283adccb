import { routeMetadata } from '@/components/app-shell/planned-page';
import { DataOverviewClient } from './data-overview-client';

export const metadata = routeMetadata('/app');

export default function DataOverviewPage() {
  return <DataOverviewClient />;
}
