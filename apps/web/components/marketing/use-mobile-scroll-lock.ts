'use client';

import { SCROLL_LOCK_MAX_WIDTH } from '@moodwire/domain';
import { useEffect } from 'react';

/**
 * spec §9: page scroll is locked for widths up to 769 px while `isLocked` (the open mobile menu); the previous
 * overflow is restored when it closes or the component unmounts (a route change to a page without the header).
 */
export function useMobileScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked || window.innerWidth > SCROLL_LOCK_MAX_WIDTH) return;
    const { body, documentElement } = document;
    const previous = { body: body.style.overflow, html: documentElement.style.overflow };
    body.style.overflow = 'hidden';
    documentElement.style.overflow = 'hidden';
    body.dataset.mobileMenuScrollLock = 'true';
    return () => {
      body.style.overflow = previous.body;
      documentElement.style.overflow = previous.html;
      delete body.dataset.mobileMenuScrollLock;
    };
  }, [isLocked]);
}
