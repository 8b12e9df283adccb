import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/engine/research');

export default function Page() {
  return <PlannedPage pattern="/engine/research" />;
}
