import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/admin/aigent');

export default function Page() {
  return <PlannedPage pattern="/admin/aigent" />;
}
