import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/settings/watchlists-v5');

export default function Page() {
  return <PlannedPage pattern="/settings/watchlists-v5" />;
}
