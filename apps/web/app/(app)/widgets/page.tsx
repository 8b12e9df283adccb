import { Suspense } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { WidgetsGalleryClient } from '@/components/widgets/widgets-gallery-client';

export const metadata = routeMetadata('/widgets');

// The gallery keeps its parameters in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <WidgetsGalleryClient />
    </Suspense>
  );
}
