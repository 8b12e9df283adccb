import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/transcripts/intro');

export default function Page() {
  return <PlannedPage pattern="/transcripts/intro" />;
}
