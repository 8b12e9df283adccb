'use client';

import { ErrorView } from '@/components/app-shell/error-view';

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
