import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/pulse/dashboard');

export default function Page() {
  return <PlannedPage pattern="/pulse/dashboard" />;
}
