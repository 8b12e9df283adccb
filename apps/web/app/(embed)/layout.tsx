import type { ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/runtime/get-runtime-config';
import { Providers } from '../providers';

/** Pages shown inside iframes on other sites (the widgets): no app header, no sign-in notice. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <Providers config={getRuntimeConfig()}>{children}</Providers>;
}
