import { NotFoundView } from '@/components/app-shell/not-found-view';

// Inside the app shell: the header stays, so every menu is a way on (issue 12 §4).
export default function NotFound() {
  return <NotFoundView />;
}
