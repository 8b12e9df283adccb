import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/engine/intro');

export default function Page() {
  return <PlannedPage pattern="/engine/intro" />;
}
