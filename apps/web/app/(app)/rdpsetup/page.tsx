import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/rdpsetup');

export default function Page() {
  return <PlannedPage pattern="/rdpsetup" />;
}
