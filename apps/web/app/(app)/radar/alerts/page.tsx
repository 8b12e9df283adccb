import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/alerts');

export default function Page() {
  return <PlannedPage pattern="/radar/alerts" />;
}
