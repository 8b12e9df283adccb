import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg5/scores-analysis');

export default function Page() {
  return <PlannedPage pattern="/esg5/scores-analysis" />;
}
