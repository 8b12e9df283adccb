import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/radar-ui');

export default function Page() {
  return <PlannedPage pattern="/radar/radar-ui" />;
}
