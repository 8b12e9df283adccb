import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/guide/[[...subpath]]');

export default function Page() {
  return <PlannedPage pattern="/esg4/guide/[[...subpath]]" />;
}
