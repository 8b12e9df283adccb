import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { BulkFiles } from '@/components/downloads/bulk-files';

export const metadata = routeMetadata('/esg4/download/files');

// The screen reads its state from the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <BulkFiles area="esg4" />
    </Suspense>
  );
}
