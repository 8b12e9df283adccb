import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/user/account/transcripts');

export default function Page() {
  return <PlannedPage pattern="/user/account/transcripts" />;
}
