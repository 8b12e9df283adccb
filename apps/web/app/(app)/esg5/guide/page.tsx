import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg5/guide');

export default function Page() {
  return <PlannedPage pattern="/esg5/guide" />;
}
