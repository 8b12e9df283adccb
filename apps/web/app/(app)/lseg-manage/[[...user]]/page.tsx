import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/lseg-manage/[[...user]]');

export default function Page() {
  return <PlannedPage pattern="/lseg-manage/[[...user]]" />;
}
