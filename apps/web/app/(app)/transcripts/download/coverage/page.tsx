import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/transcripts/download/coverage');

export default function Page() {
  return <PlannedPage pattern="/transcripts/download/coverage" />;
}
