import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/asset/[assetId]');

export default function Page() {
  return <PlannedPage pattern="/asset/[assetId]" />;
}
