import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/assets/[page]');

export default function Page() {
  return <PlannedPage pattern="/esg4/assets/[page]" />;
}
