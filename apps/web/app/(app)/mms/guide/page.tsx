import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/mms/guide');

export default function Page() {
  return <PlannedPage pattern="/mms/guide" />;
}
