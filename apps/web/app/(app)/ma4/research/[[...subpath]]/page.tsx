import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/ma4/research/[[...subpath]]');

export default function Page() {
  return <PlannedPage pattern="/ma4/research/[[...subpath]]" />;
}
