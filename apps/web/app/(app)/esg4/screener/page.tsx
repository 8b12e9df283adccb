import { Suspense } from 'react';
import { ScreenerClient } from '@/components/analytics/screener/screener-client';
import { routeMetadata } from '@/components/app-shell/planned-page';

export const metadata = routeMetadata('/esg4/screener');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <ScreenerClient product="esg" />
    </Suspense>
  );
}
