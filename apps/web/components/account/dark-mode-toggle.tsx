'use client';

import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { useTheme } from '@/lib/theme/use-theme';

export function DarkModeToggle() {
  const { theme, setTheme } = useTheme();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-slate-700 text-sm dark:text-slate-200">
        Dark Mode
      </label>
      <Switch.Root
        id={id}
        checked={theme === 'dark'}
        onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        className="relative h-5 w-9 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 dark:bg-slate-600"
      >
        <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </Switch.Root>
    </div>
  );
}
