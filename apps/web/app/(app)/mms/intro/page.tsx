import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/mms/intro');

export default function Page() {
  return <PlannedPage pattern="/mms/intro" />;
}
