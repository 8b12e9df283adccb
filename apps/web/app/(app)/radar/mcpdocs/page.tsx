import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/radar/mcpdocs');

export default function Page() {
  return <PlannedPage pattern="/radar/mcpdocs" />;
}
