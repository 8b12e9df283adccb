import { PlannedPage, routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/admin/ai-agent-8505');

export default function Page() {
  return <PlannedPage pattern="/admin/ai-agent-8505" />;
}
