import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/mms/screener');

export default function Page() {
  return <PlannedPage pattern="/mms/screener" />;
}
