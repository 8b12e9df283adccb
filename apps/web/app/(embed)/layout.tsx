import type { ReactNode } from 'react';

/** Pages shown inside iframes on other sites (the widgets): no app header, no sign-in notice. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return children;
}
