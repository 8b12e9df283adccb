'use client';

import { MESSAGES } from '@moodwire/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useNotifications } from '@/lib/notifications/notifications-provider';
import { useSession } from '@/lib/session/use-session';

/** Spec §8: signed-out visitors on app pages get the 'Login for Full Access' warning, once per visit. */
export function FullAccessNotice() {
  const { status } = useSession();
  const { notify, dismiss } = useNotifications();
  const pathname = usePathname();
  const shown = useRef(false);
  const noticeId = useRef<string | null>(null);
  useEffect(() => {
    // Signing in answers the warning: take it away.
    if (status === 'signedIn' && noticeId.current) {
      dismiss(noticeId.current);
      noticeId.current = null;
    }
    if (status !== 'signedOut' || shown.current || pathname === '/signin') return;
    shown.current = true;
    noticeId.current = notify({
      key: 'login-for-full-access',
      type: 'warning',
      title: MESSAGES.loginForFullAccessTitle,
      text: MESSAGES.loginForFullAccessText,
    });
  }, [status, pathname, notify, dismiss]);
  return null;
}
