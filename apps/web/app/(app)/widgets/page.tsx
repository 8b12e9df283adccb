import { Suspense } from 'react';
import { WidgetsGalleryClient } from '@/components/widgets/widgets-gallery-client';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/widgets',
  'Embeddable Moodwire widgets: sentiment charts, heatmaps and tickers for your own site, with their parameters.',
);

// The gallery keeps its parameters in the query string, which a static page only knows in the browser.
export default function Page() {
  return (
    <Suspense>
      <WidgetsGalleryClient />
    </Suspense>
  );
}
