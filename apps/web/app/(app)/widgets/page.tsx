import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/widgets');

export default function Page() {
  return <PlannedPage pattern="/widgets" />;
}
