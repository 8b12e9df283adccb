import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/markets/[collection]');

export default function Page() {
  return <PlannedPage pattern="/markets/[collection]" />;
}
