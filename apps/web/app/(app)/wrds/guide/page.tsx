import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/wrds/guide');

export default function Page() {
  return <PlannedPage pattern="/wrds/guide" />;
}
