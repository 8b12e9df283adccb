import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/widget/[type]');

export default function Page() {
  return <PlannedPage pattern="/widget/[type]" />;
}
