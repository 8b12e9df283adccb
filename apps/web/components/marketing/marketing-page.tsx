import type { ReactNode } from 'react';

/** The common frame of a marketing page: a heading block and readable prose width. */
export function MarketingPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <header className="max-w-3xl">
        {eyebrow ? (
          <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 font-semibold text-3xl tracking-tight sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** Long-form text (legal pages, blog) with comfortable spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mt-10 max-w-3xl space-y-4 text-slate-700 leading-relaxed dark:text-slate-300 [&_h2]:mt-8 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2]:text-xl dark:[&_h2]:text-slate-100 [&_li]:ml-5 [&_li]:list-disc [&_a]:text-brand-600 [&_a]:underline dark:[&_a]:text-brand-500">
      {children}
    </div>
  );
}
