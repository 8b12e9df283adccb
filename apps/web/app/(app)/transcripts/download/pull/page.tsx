import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/transcripts/download/pull');

export default function Page() {
  return <PlannedPage pattern="/transcripts/download/pull" />;
}
