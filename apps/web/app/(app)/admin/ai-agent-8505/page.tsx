import { getRoute } from '@moodwire/domain';
import { Suspense } from 'react';
import { AgentConsoleClient } from '@/components/agents/agent-console-client';
import { PageFrame } from '@/components/app-shell/page-frame';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { RouteGate } from '@/components/app-shell/route-gate';

const PATTERN = '/admin/ai-agent-8505';
export const metadata = routeMetadata(PATTERN);

export default function Page() {
  return (
    <PageFrame title={getRoute(PATTERN).title}>
      <RouteGate pattern={PATTERN}>
        {/* Suspense: the by-hand tool choice is read from the URL */}
        <Suspense>
          <AgentConsoleClient agentId="ai-agent-8505" />
        </Suspense>
      </RouteGate>
    </PageFrame>
  );
}
