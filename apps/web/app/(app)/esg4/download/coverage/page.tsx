import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/download/coverage');

export default function Page() {
  return <PlannedPage pattern="/esg4/download/coverage" />;
}
