import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/research');

export default function Page() {
  return <PlannedPage pattern="/radar/research" />;
}
