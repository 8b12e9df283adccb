import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/admin/mta-agent');

export default function Page() {
  return <PlannedPage pattern="/admin/mta-agent" />;
}
