import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/papers');

export default function Page() {
  return <PlannedPage pattern="/papers" />;
}
