import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/guide/[[...subpath]]');

export default function Page() {
  return <PlannedPage pattern="/ma4/guide/[[...subpath]]" />;
}
