import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/assets/[page]');

export default function Page() {
  return <PlannedPage pattern="/ma4/assets/[page]" />;
}
