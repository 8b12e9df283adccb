import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/thematic');

export default function Page() {
  return <PlannedPage pattern="/radar/thematic" />;
}
