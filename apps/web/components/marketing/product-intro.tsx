import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link style of the intro pages' running text. */
export const INTRO_LINK_CLASS = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

export interface IntroPoint {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

export interface ProductIntroProps {
  /** The product's short name above the heading (Engine, Pulse, ...). */
  product: string;
  title: string;
  lead: ReactNode;
  tool: { href: string; label: string };
  example: { heading: string; lead?: ReactNode; content: ReactNode };
  points: { heading: string; items: readonly [IntroPoint, IntroPoint, IntroPoint] };
  /** The closing line: the API call, the guide, the permission the tool needs. */
  footer: ReactNode;
}

/**
 * The public intro page of a product area (spec §2 'Public'; issue 15): what it does, a live example read from our
 * data on the server, and the way in (sign in, a trial, the tool). A server component: no script of its own.
 */
export function ProductIntro({ product, title, lead, tool, example, points, footer }: ProductIntroProps) {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">{product}</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">{title}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">{lead}</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link
            href="/signin"
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Sign in
          </Link>
          <Link
            href="/contact-us"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Ask for a trial
          </Link>
          <Link href={tool.href} className={`self-center text-sm ${INTRO_LINK_CLASS}`}>
            {tool.label} →
          </Link>
        </div>
      </header>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">{example.heading}</h2>
        {example.lead ? <p className="text-slate-600 text-sm dark:text-slate-300">{example.lead}</p> : null}
        {example.content}
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">{points.heading}</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {points.items.map((point) => (
            <li
              key={point.title}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
                {point.icon}
                {point.title}
              </h3>
              <p className="text-slate-600 text-sm dark:text-slate-300">{point.text}</p>
            </li>
          ))}
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">{footer}</p>
      </section>
    </main>
  );
}
