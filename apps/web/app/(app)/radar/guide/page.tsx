import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/guide');

export default function Page() {
  return <PlannedPage pattern="/radar/guide" />;
}
