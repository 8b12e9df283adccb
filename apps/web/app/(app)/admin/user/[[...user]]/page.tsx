import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/admin/user/[[...user]]');

export default function Page() {
  return <PlannedPage pattern="/admin/user/[[...user]]" />;
}
