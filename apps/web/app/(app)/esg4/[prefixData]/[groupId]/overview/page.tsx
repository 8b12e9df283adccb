import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/[prefixData]/[groupId]/overview');

export default function Page() {
  return <PlannedPage pattern="/esg4/[prefixData]/[groupId]/overview" />;
}
