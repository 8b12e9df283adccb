import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma5/scores-analysis');

export default function Page() {
  return <PlannedPage pattern="/ma5/scores-analysis" />;
}
