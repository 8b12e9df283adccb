import type { ReactNode } from 'react';

export function PageFrame({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main className={`mx-auto flex w-full flex-col gap-5 px-4 py-6 sm:px-6 ${wide ? 'max-w-[1600px]' : 'max-w-5xl'}`}>
      <h1 className="font-semibold text-2xl text-slate-900 tracking-tight dark:text-white">{title}</h1>
      {children}
    </main>
  );
}
