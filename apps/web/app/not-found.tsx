import { LazyAppShellFrame } from '@/components/app-shell/lazy-app-shell-frame';
import { NotFoundView } from '@/components/app-shell/not-found-view';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';

/**
 * The page a 404 answer renders. When a page calls notFound() before anything streams (so that the status is 404),
 * Next.js renders this root not-found in the root layout, without the route group's layout: so it brings the app
 * header itself (issue 12 §4: the not-found page inside the app shell). The groups' own not-found pages serve a
 * notFound() met during a client-side navigation, inside their layouts.
 */
export default function NotFound() {
  return (
    <LazyAppShellFrame config={getRuntimeConfig()}>
      <NotFoundView />
    </LazyAppShellFrame>
  );
}
