import { Filter, LayoutDashboard, Radio } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { PulseIntroExample } from '@/components/pulse/pulse-intro-example';

export const metadata = {
  ...routeMetadata('/pulse/intro'),
  description:
    'Pulse turns the news and social flow into events: the moments an asset is talked about far more than usual, ' +
    'with the story, its topic, its tone and how big a surprise it is.',
};

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const LINK_CLASS = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
        {icon}
        {title}
      </h3>
      <p className="text-slate-600 text-sm dark:text-slate-300">{children}</p>
    </li>
  );
}

/**
 * /pulse/intro, the public page about Pulse (spec §2 'Public'; issue 15): what an event is, a live example read on
 * the server, and the way in. A server component: the page carries no script of its own.
 */
export default function PulseIntroPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">Pulse</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          The events that move the conversation, as they happen
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          Pulse watches the buzz and tone of every company, country, currency, commodity and coin against its own
          normal. When an asset is suddenly talked about far more than usual, it records an event: the top story, its
          topic, its sentiment, a summary and a pulse level from 1 to 3 for the size of the surprise.
        </p>
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
          <Link href="/pulse/tool" className={`self-center text-sm ${LINK_CLASS}`}>
            Open the Pulse tool →
          </Link>
        </div>
      </header>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">A live example</h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The strongest company events of the last week of our current data, read on the server just now.
        </p>
        <PulseIntroExample />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">What you get</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Point icon={<Radio aria-hidden className="size-5 text-brand-600" />} title="An event feed">
            Newest first, each event with its headline, topic, sentiment, pulse level, summary and the articles behind
            it.
          </Point>
          <Point icon={<Filter aria-hidden className="size-5 text-brand-600" />} title="Every filter">
            Asset class or one asset, dates, domicile, exchange country, economic sector, topic, pulse level and
            sentiment; every view is a link you can share.
          </Point>
          <Point icon={<LayoutDashboard aria-hidden className="size-5 text-brand-600" />} title="A dashboard">
            Events by topic, sector and country over time, the strongest events now and a world map.
          </Point>
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The same feed is an API call (<code>/pulse/v1/events</code>) for your own systems. Pulse pages need the Pulse
          permission; the{' '}
          <Link className={LINK_CLASS} href="/pulse/guide">
            Pulse guide
          </Link>{' '}
          explains how events are detected.
        </p>
      </section>
    </main>
  );
}
