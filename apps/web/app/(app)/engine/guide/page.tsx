import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/engine/guide');

export default function Page() {
  return <PlannedPage pattern="/engine/guide" />;
}
