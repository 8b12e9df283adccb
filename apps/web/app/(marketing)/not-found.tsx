import { NotFoundView } from '@/components/app-shell/not-found-view';

export default function NotFound() {
  return <NotFoundView homeHref="/home" homeText="Go to the home page" />;
}
