import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/transcripts/guide');

export default function Page() {
  return <PlannedPage pattern="/transcripts/guide" />;
}
