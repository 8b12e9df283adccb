import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { WidgetClient } from '@/components/widgets/widget-client';

export const metadata = { ...routeMetadata('/widget/[type]'), robots: { index: false } };

// The widget reads its parameters from the query string, which a static page only knows in the browser.
export default async function Page({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  return (
    <Suspense>
      <WidgetClient type={type} />
    </Suspense>
  );
}
