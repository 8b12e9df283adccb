import { NotFoundView } from '@/components/app-shell/not-found-view';

export default function NotFound() {
  return <NotFoundView title="Widget not found" detail="This widget does not exist." />;
}
