import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/screener');

export default function Page() {
  return <PlannedPage pattern="/ma4/screener" />;
}
