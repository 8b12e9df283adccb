import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/admin/sources-tool');

export default function Page() {
  return <PlannedPage pattern="/admin/sources-tool" />;
}
