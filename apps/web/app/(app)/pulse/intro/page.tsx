import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/pulse/intro');

export default function Page() {
  return <PlannedPage pattern="/pulse/intro" />;
}
