import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/pulse/guide');

export default function Page() {
  return <PlannedPage pattern="/pulse/guide" />;
}
