import { Highlighter, ScanSearch, Sigma } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { EngineIntroExample } from '@/components/engine/engine-intro-example';

export const metadata = {
  ...routeMetadata('/engine/intro'),
  description:
    'The Moodwire engine reads financial text: it finds the assets named, scores sentiment, emotions and topics, ' +
    'and shows the words that drove every score, negations included.',
};

// The example is read live from the API on each request (it follows the current data's universe).
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
 * /engine/intro, the public page about the NLP engine (spec §2 'Public'; issue 15): what it does, a live example
 * read by the engine on the server, and the way in. A server component: the page carries no script of its own.
 */
export default function EngineIntroPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">Engine</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          See why a text reads positive, fearful or uncertain
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          The engine that scores every news story and post behind our indices, as a tool: paste or upload your own text
          and it names the assets, scores every indicator and highlights the words that drove each score.
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
          <Link href="/engine/tool" className={`self-center text-sm ${LINK_CLASS}`}>
            Open the Engine tool →
          </Link>
        </div>
      </header>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">A live example</h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          This sentence was just read by our engine on the server, against the assets of our current data set.
        </p>
        <EngineIntroExample />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">What it does</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Point icon={<ScanSearch aria-hidden className="size-5 text-brand-600" />} title="Finds the assets">
            Companies, countries, currencies, commodities and coins, by name, alias, ticker or cashtag, each linked to
            its charts.
          </Point>
          <Point icon={<Sigma aria-hidden className="size-5 text-brand-600" />} title="Scores every indicator">
            Sentiment, emotions, topics and ESG themes for the whole text and for each asset, the way our indices are
            built.
          </Point>
          <Point icon={<Highlighter aria-hidden className="size-5 text-brand-600" />} title="Shows its reasons">
            The words behind each score are highlighted, negated ones marked apart; download it all as JSON or CSV.
          </Point>
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The method is open: read the{' '}
          <Link className={LINK_CLASS} href="/engine/guide">
            Engine guide
          </Link>{' '}
          for how lexicons, negation and attribution work, and{' '}
          <Link className={LINK_CLASS} href="/engine/research">
            Engine research
          </Link>{' '}
          for its accuracy on our hand-labelled sentences beside two well-known word lists. Engine pages need the engine
          (sentiment v5) permission.
        </p>
      </section>
    </main>
  );
}
