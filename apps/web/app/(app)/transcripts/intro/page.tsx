import { LineChart, MessagesSquare, Search } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { TranscriptsIntroExample } from '@/components/transcripts/transcripts-intro-example';

export const metadata = {
  ...routeMetadata('/transcripts/intro'),
  description:
    'Earnings-call transcripts read by our engine: sentiment by section and speaker role, keyphrases, the change ' +
    'against the previous quarter and search across every call.',
};

// The example is the newest call of the current data, read live on each request.
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
 * /transcripts/intro, the public page about transcript analytics (spec §2 'Public'; issue 15): what the tool does,
 * a live example from our data read on the server, and the way in.
 */
export default function TranscriptsIntroPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">Transcripts</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          Hear how management and analysts really sound
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          Every earnings call read by our engine: the tone of the prepared remarks and of the Q&amp;A, of the CEO, the
          CFO and the analysts, and how it moved since the last quarter.
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
          <Link href="/transcripts/tool" className={`self-center text-sm ${LINK_CLASS}`}>
            Open the Transcripts tool →
          </Link>
        </div>
      </header>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">The newest call in our data</h2>
        <TranscriptsIntroExample />
        <DemoDataNote />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">In the tool</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Point icon={<MessagesSquare aria-hidden className="size-5 text-brand-600" />} title="Read the call">
            Pick a company and a quarter and read the transcript by section and speaker, each turn with its sentiment.
          </Point>
          <Point icon={<LineChart aria-hidden className="size-5 text-brand-600" />} title="Compare quarters">
            Sentiment by section and role against the previous call, keyphrases, and the company’s tone over time.
          </Point>
          <Point icon={<Search aria-hidden className="size-5 text-brand-600" />} title="Search every call">
            Find who said a phrase, in one company’s calls or in all of them, newest first.
          </Point>
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The{' '}
          <Link className={LINK_CLASS} href="/transcripts/guide">
            Transcripts guide
          </Link>{' '}
          explains the measures; the transcript pages need the transcripts (mta) permission.
        </p>
      </section>
    </main>
  );
}
