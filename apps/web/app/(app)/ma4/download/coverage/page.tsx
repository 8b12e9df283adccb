import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/download/coverage');

export default function Page() {
  return <PlannedPage pattern="/ma4/download/coverage" />;
}
